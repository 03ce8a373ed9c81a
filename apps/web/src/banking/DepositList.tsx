import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { displayTimeZone, formatDateTime, formatMoney } from '../ui/format';
import { depositsQuery } from './banking-queries';

/** The customer's latest deposits with their status. */
export function DepositList() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const deposits = useQuery(depositsQuery(client));
  const zone = displayTimeZone(meta.countryCode);
  return (
    <section className="card" aria-labelledby="deposit-list">
      <h2 id="deposit-list">{t('deposit.list')}</h2>
      {deposits.isError ? (
        <ErrorState message={t('deposit.listError')} onRetry={() => void deposits.refetch()} />
      ) : deposits.isPending ? (
        <p className="muted" aria-busy="true">
          {t('deposit.loading')}
        </p>
      ) : deposits.data.length === 0 ? (
        <p className="muted">{t('deposit.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="deposit-list" tabIndex={0}>
          <table data-testid="deposits">
            <thead>
              <tr>
                <th scope="col">{t('deposit.col.when')}</th>
                <th scope="col">{t('deposit.col.amount')}</th>
                <th scope="col">{t('deposit.col.from')}</th>
                <th scope="col">{t('deposit.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {deposits.data.map((d) => (
                <tr key={d.id} data-deposit={d.id}>
                  <td>{formatDateTime(d.created_at, meta.locale, zone)}</td>
                  <td className="banking-number">
                    {formatMoney({ value: d.amount, currency: d.currency }, meta.locale)}
                  </td>
                  <td className="banking-number">{d.bank_account ?? '–'}</td>
                  <td data-testid="deposit-status">{t(`deposit.status.${d.status}` as MessageKey)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
