import type { TooltipContent } from './tooltip-rows';

/** Bars a Page Up or Page Down moves the keyboard cursor. */
const PAGE = 10;

/**
 * Where a key moves the chart's keyboard cursor (an index into the points): the arrows by one bar,
 * Page Up and Page Down by ten, Home and End to the first and last; the first arrow starts at the
 * last bar, the newest price, which is what a reader looks for first. `null` when Escape hides it;
 * `undefined` for a key the chart does not take, so it keeps its usual meaning (Tab, scrolling).
 */
export function nextCursor(key: string, current: number | null, count: number): number | null | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const clamp = (i: number) => Math.min(last, Math.max(0, i));
  switch (key) {
    case 'ArrowLeft':
      return current === null ? last : clamp(current - 1);
    case 'ArrowRight':
      return current === null ? last : clamp(current + 1);
    case 'PageUp':
      return current === null ? last : clamp(current - PAGE);
    case 'PageDown':
      return current === null ? last : clamp(current + PAGE);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'Escape':
      return current === null ? undefined : null;
    default:
      return undefined;
  }
}

/** The tooltip as one sentence for a screen reader: the date, then each row's label and value. */
export function announcement(content: TooltipContent): string {
  const title = content.subtitle ? `${content.title}, ${content.subtitle}` : content.title;
  const rows = content.rows.map((row) =>
    [row.label, row.value, row.change].filter((part) => part !== undefined && part !== '').join(' '),
  );
  return rows.length > 0 ? `${title}: ${rows.join('; ')}` : title;
}
