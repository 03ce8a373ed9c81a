import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useLivePrice } from '../live/use-live-state';
import { ChangeFigure } from '../market/ChangeFigure';
import { dayChange } from '../market/day-change';
import { firstTradable } from '../market/first-tradable';
import { instrumentQuery } from '../market/market-queries';
import { useApiClient } from '../services/services-context';
import { formatPrice } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';

/**
 * A holding's live last price and today's change, as two cells of its row. The order book to
 * listen to comes from the instrument (its first tradable), which the client fetches once.
 */
export function PositionPriceCells({
  instrumentId,
  currency,
  locale,
}: {
  instrumentId: number;
  currency: string;
  locale: string;
}) {
  const t = useT();
  const client = useApiClient();
  const instrument = useQuery(instrumentQuery(client, instrumentId));
  const tradable = firstTradable(instrument.data);
  const price = useLivePrice(tradable);
  const change = dayChange(price?.last, price?.close);
  // Without an order book there is nothing to wait for: a dash rather than a skeleton for ever.
  const unavailable = instrument.isError || (instrument.isSuccess && tradable === undefined);

  return (
    <>
      <td className="num last-price" data-testid={`position-last-${instrumentId}`}>
        {typeof price?.last === 'number' ? (
          <>
            <span className="visually-hidden">{t('positions.lastPrice')} </span>
            {formatPrice(price.last, locale, currency)}
          </>
        ) : unavailable ? (
          <span aria-label={t('price.unavailable')}>–</span>
        ) : (
          <Skeleton width="4.5rem" className="skeleton-inline" />
        )}
      </td>
      <td className="num day-change" data-testid="position-change">
        {change ? (
          <ChangeFigure change={change} locale={locale} label={t('positions.today')} />
        ) : unavailable || price !== undefined ? (
          <span aria-label={t('price.unavailable')}>–</span>
        ) : (
          <Skeleton width="3.5rem" className="skeleton-inline" />
        )}
      </td>
    </>
  );
}
