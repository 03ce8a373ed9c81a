import { useQuery } from '@tanstack/react-query';
import { isCountryCode } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { dayIn, formatTime, formatWeekdayTime } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { marketHoursQuery } from './market-queries';
import { nextMarketChange } from './next-market-change';
import { TradingStatusBadge } from './TradingStatusBadge';

/**
 * Each exchange's phase now ("Stockholm Open until 17:30"). Times are in the exchange's own time
 * zone, as its opening hours are published, on the 24-hour clock.
 */
export function MarketStatusLine() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const hours = useQuery(marketHoursQuery(client));

  if (hours.isPending) {
    return (
      <div className="market-status" data-testid="market-status" role="status">
        <Skeleton width="min(28rem, 70vw)" height="1rem" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  }
  if (hours.isError) {
    return (
      <p className="market-status muted" data-testid="market-status">
        {t('marketStatus.error')}
      </p>
    );
  }

  const now = Date.now();
  return (
    // Focusable: on a phone the line scrolls sideways, and keyboard users scroll it with the arrows.
    <ul
      className="market-status"
      data-testid="market-status"
      aria-label={t('marketStatus.label')}
      tabIndex={0}
    >
      {hours.data.map((market) => {
        const country = market.country;
        const next = nextMarketChange(market);
        // A close is never more than a day away, so its time alone is clear; an opening after a
        // weekend or holiday needs its weekday.
        const time =
          next === undefined
            ? undefined
            : next.kind === 'closes' || dayIn(next.at, market.time_zone) === dayIn(now, market.time_zone)
              ? formatTime(next.at, meta.locale, market.time_zone)
              : formatWeekdayTime(next.at, meta.locale, market.time_zone);
        return (
          <li
            key={market.market_id}
            className="market-status-item"
            data-market={market.mic}
            title={market.name}
          >
            <span className="market-city">
              {isCountryCode(country) ? t(`marketCity.${country}`) : market.name}
            </span>
            <TradingStatusBadge
              status={{
                orderbook_status: market.orderbook_status,
                halted: market.status === 'SUSPENDED_OR_HALTED',
              }}
            />
            {next && time && (
              <span className="market-time">
                {t(next.kind === 'closes' ? 'marketStatus.closes' : 'marketStatus.opens', { time })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
