import { useT } from '../i18n/use-t';
import { useLivePrice } from '../live/use-live-state';
import type { TradableKey } from '../live/tradable-key';
import { formatPrice } from '../ui/format';
import { ChangeFigure } from './ChangeFigure';
import { dayChange, type DayChange } from './day-change';

/** The price a list reply carried, shown until the live feed sends the order book's first frame. */
export interface PriceSnapshot {
  last: number | null;
  change: number | null;
  changePercent: number | null;
}

function snapshotChange(snapshot: PriceSnapshot): DayChange | undefined {
  if (snapshot.change === null) return undefined;
  const direction = snapshot.change > 0 ? 'gain' : snapshot.change < 0 ? 'loss' : 'flat';
  return { amount: snapshot.change, percent: snapshot.changePercent, direction };
}

/**
 * A row's live last price and today's change, as two table cells: the live feed's value for the
 * order book when it has one, otherwise the snapshot of the reply, otherwise a dash.
 */
export function LivePriceCells({
  tradable,
  snapshot,
  currency,
  locale,
  testId,
}: {
  tradable: TradableKey | undefined;
  snapshot: PriceSnapshot;
  currency: string;
  locale: string;
  testId: string;
}) {
  const t = useT();
  const price = useLivePrice(tradable);
  const last = typeof price?.last === 'number' ? price.last : snapshot.last;
  const change = dayChange(price?.last, price?.close) ?? snapshotChange(snapshot);
  return (
    <>
      <td className="num last-price" data-testid={`${testId}-last`} data-live={price ? 'true' : 'false'}>
        {last !== null ? (
          <>
            <span className="visually-hidden">{t('watchlists.table.lastPrice')} </span>
            {formatPrice(last, locale, currency)}
          </>
        ) : (
          <span aria-label={t('price.unavailable')}>–</span>
        )}
      </td>
      <td className="num day-change" data-testid={`${testId}-change`}>
        {change ? (
          <ChangeFigure change={change} locale={locale} label={t('watchlists.table.today')} />
        ) : (
          <span aria-label={t('price.unavailable')}>–</span>
        )}
      </td>
    </>
  );
}
