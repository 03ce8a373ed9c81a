import { useQueries } from '@tanstack/react-query';
import { currencyForCountry, type Money } from '@broker/domain';
import type { CallReply, getAccounts } from '@broker/contract';
import { useApiClient } from '../services/services-context';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { formatMoney } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import { accountInfoQuery } from './account-queries';
import { ownCapitalTotals } from './own-capital-total';

type Account = CallReply<typeof getAccounts>[number];

/**
 * Own capital over all accounts. Shown as one figure when every account is in the same currency;
 * otherwise one figure per currency, because adding currencies without a rate would be wrong.
 */
export function OwnCapitalSummary({ accounts }: { accounts: readonly Account[] }) {
  const t = useT();
  const client = useApiClient();
  const { meta, customer } = useSession();
  const infos = useQueries({ queries: accounts.map((account) => accountInfoQuery(client, account.accid)) });
  const mainCurrency = currencyForCountry(customer?.countryCode ?? meta.countryCode);

  const pending = infos.some((info) => info.isPending);
  const failed = infos.some((info) => info.isError);
  const totals = ownCapitalTotals(
    infos.flatMap((info): Money[] => (info.data ? [info.data.own_capital] : [])),
    mainCurrency,
  );

  return (
    <section
      className="card summary-card"
      aria-labelledby="own-capital-title"
      data-testid="own-capital-summary"
    >
      <h2 id="own-capital-title" className="summary-label">
        {t('overview.totalOwnCapital')}
      </h2>
      {pending ? (
        <div role="status">
          <Skeleton width="12rem" height="2.25rem" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : failed ? (
        // A total that silently leaves out an account would understate the customer's wealth.
        <p className="summary-value muted" data-testid="own-capital-total">
          –
        </p>
      ) : (
        <ul className="summary-values">
          {totals.map((total, index) => (
            <li
              key={total.currency}
              className={index === 0 ? 'summary-value' : 'summary-value secondary'}
              data-testid="own-capital-total"
            >
              {formatMoney(total, meta.locale)}
            </li>
          ))}
        </ul>
      )}
      <p className="summary-foot muted">{t('overview.accountCount', { count: accounts.length })}</p>
    </section>
  );
}
