import type { AnyFilter, AnyFrame } from './subscription-options';

/** Spec 001 §4: a field list passes frames that carry any of the fields; a predicate decides itself. */
export function passesFilter(filter: AnyFilter | undefined, frame: AnyFrame, state: AnyFrame): boolean {
  if (filter === undefined) return true;
  if (typeof filter === 'function') return filter(frame, state);
  return filter.some((field) => Object.hasOwn(frame, field));
}
