import { formatSignedPercent, formatSignedPrice } from '../ui/format';
import type { DayChange } from './day-change';

const ARROW = { gain: '▲', loss: '▼', flat: '' } as const;

/**
 * A day change as amount and percent. Gain and loss differ by sign and arrow as well as by
 * colour, so the figure reads the same without colour vision.
 */
export function ChangeFigure({
  change,
  locale,
  label,
  testId,
  className = '',
}: {
  change: DayChange;
  locale: string;
  /** Read out before the figure, e.g. "Change today". */
  label: string;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      className={`change change-${change.direction} ${className}`}
      data-testid={testId}
      data-direction={change.direction}
    >
      <span className="visually-hidden">{label} </span>
      <span className="change-amount">
        {ARROW[change.direction] && (
          <span className="change-arrow" aria-hidden="true">
            {ARROW[change.direction]}
          </span>
        )}
        {formatSignedPrice(change.amount, locale)}
      </span>
      {change.percent !== null && (
        <span className="change-percent">{formatSignedPercent(change.percent, locale)}</span>
      )}
    </span>
  );
}
