import { useParams } from 'react-router';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { NotFoundState } from '../ui/NotFoundState';
import { PageLoading } from '../ui/PageLoading';
import { formatMoney, formatQuantity } from '../ui/format';
import { isNotFound } from '../ui/is-not-found';
import { parseRouteId } from '../ui/route-id';
import { useDocumentTitle } from '../ui/use-document-title';
import type { CallReply, getAuthorizedAccountPositions } from '@broker/contract';
import {
  authorizedAccountsQuery,
  authorizedInfoQuery,
  authorizedPositionsQuery,
} from './authorizations-queries';
import { AUTHORIZATIONS_PATH } from './AuthorizationsPage';

/**
 * `/settings/authorizations/accounts/:accid`: a read-only view of an account another customer
 * lets the customer view (balances and holdings), with nothing to trade or move money with. Once
 * the owner revokes, the reads answer 404 and the page says the account can no longer be viewed.
 */
export function AuthorizedAccountPage() {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const accid = parseRouteId(useParams().accid);
  const list = useQuery({ ...authorizedAccountsQuery(client), enabled: accid !== undefined });
  const account = list.data?.find((a) => a.accid === accid);
  const info = useQuery({ ...authorizedInfoQuery(client, accid ?? 0), enabled: account !== undefined });
  const positions = useQuery({
    ...authorizedPositionsQuery(client, accid ?? 0),
    enabled: account !== undefined,
  });
  const title = account
    ? t('authorizedAccount.title', { account: account.alias, name: account.owner.firstName })
    : t('authorizations.title');
  useDocumentTitle(title);

  if (accid !== undefined && list.isPending) return <PageLoading />;
  if (list.isError && !isNotFound(list.error)) {
    return <ErrorState message={t('authorizations.loadFailed')} onRetry={() => void list.refetch()} />;
  }
  if (!account || isNotFound(info.error) || isNotFound(positions.error)) {
    return (
      <NotFoundState
        title={t('authorizations.title')}
        text={t('authorizedAccount.notFound')}
        linkText={t('authorizedAccount.back')}
        linkTo={AUTHORIZATIONS_PATH}
        testId="authorized-account-gone"
      />
    );
  }
  return (
    <div className="page" data-testid="authorized-account-page">
      <p>
        <Link to={AUTHORIZATIONS_PATH}>{t('authorizedAccount.back')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="muted">{t('authorizedAccount.readOnly')}</p>
      <section className="card account-card" aria-labelledby="authorized-account-figures">
        <dl className="account-meta">
          <div>
            <dt>{t('account.number')}</dt>
            <dd>{account.accno}</dd>
          </div>
          <div>
            <dt>{t('account.type')}</dt>
            <dd>{account.type}</dd>
          </div>
        </dl>
        <h2 id="authorized-account-figures" className="visually-hidden">
          {t('account.ownCapital')}
        </h2>
        {info.isPending ? (
          <PageLoading />
        ) : info.isError ? (
          <ErrorState message={t('account.error')} onRetry={() => void info.refetch()} />
        ) : (
          <dl className="figures">
            <div className="figure">
              <dt>{t('account.cash')}</dt>
              <dd data-testid="authorized-account-cash">{formatMoney(info.data.account_sum, meta.locale)}</dd>
            </div>
            <div className="figure figure-main">
              <dt>{t('account.ownCapital')}</dt>
              <dd data-testid="authorized-account-own-capital">
                {formatMoney(info.data.own_capital, meta.locale)}
              </dd>
            </div>
          </dl>
        )}
      </section>
      <section className="card holdings" aria-labelledby="authorized-account-positions">
        <h2 id="authorized-account-positions" className="section-title">
          {t('positions.title')}
        </h2>
        {positions.isPending ? (
          <PageLoading />
        ) : positions.isError ? (
          <ErrorState message={t('positions.error')} onRetry={() => void positions.refetch()} />
        ) : (
          <ReadOnlyPositions positions={positions.data} accountName={account.alias} locale={meta.locale} />
        )}
      </section>
    </div>
  );
}

type Position = CallReply<typeof getAuthorizedAccountPositions>[number];

/**
 * The holdings as a plain table: names, quantities and market values, with no links to order
 * screens (the viewer may not trade on the account).
 */
function ReadOnlyPositions({
  positions,
  accountName,
  locale,
}: {
  positions: readonly Position[];
  accountName: string;
  locale: string;
}) {
  const t = useT();
  if (positions.length === 0) return <p className="muted">{t('positions.empty')}</p>;
  return (
    <table className="authorizations-table" data-testid="authorized-account-positions">
      <caption className="visually-hidden">{t('positions.caption', { account: accountName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('positions.name')}</th>
          <th scope="col">{t('positions.quantity')}</th>
          <th scope="col">{t('positions.marketValue')}</th>
        </tr>
      </thead>
      <tbody>
        {positions.map((p) => (
          <tr key={p.instrument.instrument_id}>
            <th scope="row">{p.instrument.name}</th>
            <td>{formatQuantity(p.qty, locale)}</td>
            <td>{formatMoney(p.market_value_acc, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
