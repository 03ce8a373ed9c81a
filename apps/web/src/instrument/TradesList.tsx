import { useT } from '../i18n/use-t';
import { useLiveTrades } from '../live/use-live-trades';
import type { TradableKey } from '../live/tradable-key';
import { useSession } from '../session/session-context';
import { displayTimeZone, formatPrice, formatTimeWithSeconds, formatVolume } from '../ui/format';

/** The latest trades, newest first, as they happen. */
export function TradesList({ tradable }: { tradable: TradableKey }) {
  const t = useT();
  const { meta } = useSession();
  const trades = useLiveTrades(tradable);
  const timeZone = displayTimeZone(meta.countryCode);

  return (
    <section className="card instrument-section trades-card" aria-labelledby="trades-title">
      <h2 id="trades-title" className="section-title">
        {t('trades.title')}
      </h2>
      {trades.length === 0 ? (
        <p className="section-empty muted" data-testid="trades-empty">
          {t('trades.empty')}
        </p>
      ) : (
        // The list scrolls on its own: focusable, so a keyboard can scroll it too.
        <div className="trades-scroll" tabIndex={0} role="region" aria-labelledby="trades-title">
          <table className="trades-table" data-testid="trades-list">
            <thead>
              <tr>
                <th scope="col">{t('trades.time')}</th>
                <th scope="col" className="num">
                  {t('trades.price')}
                </th>
                <th scope="col" className="num">
                  {t('trades.volume')}
                </th>
              </tr>
            </thead>
            <tbody>
              {trades.map((trade) => (
                <tr key={trade.trade_id}>
                  <td>
                    <time dateTime={new Date(trade.trade_timestamp).toISOString()}>
                      {formatTimeWithSeconds(trade.trade_timestamp, meta.locale, timeZone)}
                    </time>
                  </td>
                  <td className="num">{formatPrice(trade.price, meta.locale)}</td>
                  <td className="num">{formatVolume(trade.volume, meta.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
