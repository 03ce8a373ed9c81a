import { useState } from 'react';

export type TickDirection = 'up' | 'down' | undefined;

/**
 * Whether a value just went up or down, to flash it. Derived while rendering from the value
 * seen on the previous render (React's pattern for state that follows a prop), not in an effect,
 * so the flash comes with the new value rather than one frame after it.
 */
export function useTickDirection(given: number | undefined): TickDirection {
  // A price that went away arrives as null; it neither rose nor fell.
  const value = typeof given === 'number' ? given : undefined;
  const [seen, setSeen] = useState<{ value: number | undefined; direction: TickDirection }>({
    value,
    direction: undefined,
  });
  if (value !== seen.value) {
    const direction: TickDirection =
      value === undefined || seen.value === undefined ? undefined : value > seen.value ? 'up' : 'down';
    setSeen({ value, direction });
    return direction;
  }
  return seen.direction;
}
