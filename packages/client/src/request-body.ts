import { formatPlainDate } from './query';

/**
 * The JSON text of a request body. Spec 001 §5: dates are sent as plain dates, so every Date in
 * the body, however deep, becomes `yyyy-MM-dd` (formatPlainDate, as in the query) instead of the
 * UTC timestamp of `Date.prototype.toJSON`, which would also name the previous day for a local
 * midnight in the Nordic time zones.
 */
export function toJsonBody(body: unknown): string {
  return JSON.stringify(body, function (this: unknown, key: string, value: unknown) {
    // The replacer sees the result of toJSON(); the Date itself is still on the holder.
    const original = (this as Record<string, unknown>)[key];
    return original instanceof Date ? formatPlainDate(original) : value;
  });
}
