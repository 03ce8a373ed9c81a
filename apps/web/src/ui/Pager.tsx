import { useT } from '../i18n/use-t';

interface PagerProps {
  /** The first row shown (0-based) and how many the page holds. */
  offset: number;
  shown: number;
  total: number;
  pageSize: number;
  onOffset(offset: number): void;
  /** `{prefix}-previous`, `{prefix}-next`, `{prefix}-shown`. */
  testIdPrefix: string;
}

/**
 * Previous / next through a list's pages, with "1–50 of 233" between. At either end the button is
 * marked unavailable rather than disabled, so a keyboard user who just pressed it keeps their place
 * (a disabled button drops the focus to the page's start).
 */
export function Pager({ offset, shown, total, pageSize, onOffset, testIdPrefix }: PagerProps) {
  const t = useT();
  const first = offset === 0;
  const last = offset + shown >= total;
  return (
    <nav className="transactions-pager" aria-label={t('transactions.pages')}>
      <button
        type="button"
        className="button button-secondary"
        data-testid={`${testIdPrefix}-previous`}
        aria-disabled={first}
        onClick={() => {
          if (!first) onOffset(Math.max(0, offset - pageSize));
        }}
      >
        {t('transactions.previous')}
      </button>
      <span data-testid={`${testIdPrefix}-shown`} aria-live="polite">
        {t('transactions.shown', { from: offset + 1, to: offset + shown, total })}
      </span>
      <button
        type="button"
        className="button button-secondary"
        data-testid={`${testIdPrefix}-next`}
        aria-disabled={last}
        onClick={() => {
          if (!last) onOffset(offset + pageSize);
        }}
      >
        {t('transactions.next')}
      </button>
    </nav>
  );
}
