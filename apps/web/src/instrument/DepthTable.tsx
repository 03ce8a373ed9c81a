import type { CSSProperties } from 'react';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatPrice, formatVolume } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { depthLevels, largestVolume } from './depth-levels';
import type { LiveOrSnapshot } from './live-or-snapshot';

const DASH = '–';

/** Share of the largest volume, for the bar behind a volume cell. */
const barStyle = (volume: number | undefined, largest: number) =>
  ({ '--bar': largest > 0 && volume ? `${Math.round((volume / largest) * 100)}%` : '0%' }) as CSSProperties;

/** Five levels of the order book: bids on the left, asks on the right, best prices on the first row. */
export function DepthTable({
  depth,
  onPick,
}: {
  depth: LiveOrSnapshot<Readonly<Record<string, unknown>>>;
  /** Where a share can be traded: a click on a price puts it in the order form. */
  onPick?: (price: number) => void;
}) {
  const t = useT();
  const { meta } = useSession();
  const price = (value: number | undefined) => {
    if (value === undefined) return DASH;
    const text = formatPrice(value, meta.locale);
    if (!onPick) return text;
    return (
      <button
        type="button"
        className="depth-pick"
        onClick={() => onPick(value)}
        aria-label={t('depth.pick', { price: text })}
      >
        {text}
      </button>
    );
  };
  const levels = depthLevels(depth.data);
  const largest = largestVolume(levels);
  const empty = levels.every((level) => level.bid === undefined && level.ask === undefined);

  return (
    <section className="card instrument-section depth-card" aria-labelledby="depth-title">
      <h2 id="depth-title" className="section-title">
        {t('depth.title')}
      </h2>
      {depth.isPending ? (
        <div role="status" className="section-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height="1.6rem" />
          ))}
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : depth.isError ? (
        <ErrorState message={t('depth.error')} onRetry={depth.retry} testId="depth-error" />
      ) : empty ? (
        <p className="section-empty muted" data-testid="depth-empty">
          {t('depth.empty')}
        </p>
      ) : (
        <table className="depth-table" data-testid="depth-table">
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('depth.bidVolume')}
              </th>
              <th scope="col" className="num">
                {t('depth.bid')}
              </th>
              <th scope="col" className="num">
                {t('depth.ask')}
              </th>
              <th scope="col" className="num">
                {t('depth.askVolume')}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr key={level.level} data-level={level.level}>
                <td className="num depth-volume depth-bid-volume" style={barStyle(level.bidVolume, largest)}>
                  <span>
                    {level.bidVolume === undefined ? DASH : formatVolume(level.bidVolume, meta.locale)}
                  </span>
                </td>
                <td className="num depth-price depth-bid">{price(level.bid)}</td>
                <td className="num depth-price depth-ask">{price(level.ask)}</td>
                <td className="num depth-volume depth-ask-volume" style={barStyle(level.askVolume, largest)}>
                  <span>
                    {level.askVolume === undefined ? DASH : formatVolume(level.askVolume, meta.locale)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
