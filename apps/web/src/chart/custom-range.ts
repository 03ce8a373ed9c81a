/** Why a custom date range cannot be used (spec 002 §5: custom dates cannot be in the future). */
export type CustomRangeProblem = 'missing' | 'future' | 'order';

/** `today` is yyyy-MM-dd in the chart's time zone; plain dates compare as text. */
export function customRangeProblem(from: string, to: string, today: string): CustomRangeProblem | undefined {
  const plain = /^\d{4}-\d{2}-\d{2}$/;
  if (!plain.test(from) || !plain.test(to)) return 'missing';
  if (from > today || to > today) return 'future';
  if (from > to) return 'order';
  return undefined;
}
