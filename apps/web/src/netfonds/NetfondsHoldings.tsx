import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney, formatPrice, formatQuantity } from '../ui/format';
import { netfondsPositionsQuery } from './netfonds-queries';

/** A Netfonds account's holdings at their latest prices (spec 001 §7.22 Netfonds "positions"). */
export function NetfondsHoldings({ accid }: { accid: number }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const positions = useQuery(netfondsPositionsQuery(client, accid));
  const rows = positions.data ?? [];
  return (
    <section
      className="card netfonds-section"
      aria-labelledby="netfonds-holdings-title"
      aria-busy={positions.isFetching}
    >
      <h2 id="netfonds-holdings-title">{t('netfonds.holdings')}</h2>
      {positions.isError ? (
        <ErrorState message={t('netfonds.error')} onRetry={() => void positions.refetch()} />
      ) : positions.data && rows.length === 0 ? (
        <p className="muted">{t('netfonds.holdings.none')}</p>
      ) : (
        <div
          className="transactions-scroll"
          role="region"
          tabIndex={0}
          aria-labelledby="netfonds-holdings-title"
        >
          <table className="transactions-table" data-testid="netfonds-holdings">
            <thead>
              <tr>
                <th scope="col">{t('netfonds.col.instrument')}</th>
                <th scope="col" className="num">
                  {t('netfonds.col.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('netfonds.col.lastPrice')}
                </th>
                <th scope="col" className="num">
                  {t('netfonds.col.acquisitionValue')}
                </th>
                <th scope="col" className="num">
                  {t('netfonds.col.marketValue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.instrument.instrument_id} data-testid="netfonds-holding">
                  <td>{p.instrument.name}</td>
                  <td className="num">{formatQuantity(p.qty, meta.locale)}</td>
                  <td className="num">
                    {formatPrice(p.last_price.value, meta.locale, p.last_price.currency)}
                  </td>
                  <td className="num">{formatMoney(p.acq_value_acc, meta.locale)}</td>
                  <td className="num" data-testid="netfonds-holding-value">
                    {formatMoney(p.market_value_acc, meta.locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
