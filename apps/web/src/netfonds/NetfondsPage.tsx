import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { netfondsAccountsQuery, type NetfondsAccount } from './netfonds-queries';
import { NetfondsHoldings } from './NetfondsHoldings';
import { NetfondsDocuments } from './NetfondsDocuments';
import { NetfondsTransactions } from './NetfondsTransactions';
import '../transactions/transactions.css';
import './netfonds.css';

/**
 * `/netfonds` (issue 13; spec 001 §7.22 "Netfonds accounts …"): a Norwegian customer's accounts at
 * Netfonds, read over the same ledger as ours: the value, the holdings, the year's documents and
 * costs, and the transactions 200 to a page. Trading and transfers on them happen at Netfonds.
 */
export function NetfondsPage() {
  const t = useT();
  const client = useApiClient();
  useDocumentTitle(t('netfonds.title'));
  const accounts = useQuery(netfondsAccountsQuery(client));
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const list = accounts.data ?? [];
  const account = list.find((a) => a.accid === chosen) ?? list[0];

  return (
    <div className="page netfonds-page" data-testid="netfonds-page">
      <h1>{t('netfonds.title')}</h1>
      {list.length > 0 && <p className="muted">{t('netfonds.intro')}</p>}
      {accounts.isError ? (
        <ErrorState message={t('netfonds.error')} onRetry={() => void accounts.refetch()} />
      ) : accounts.isPending ? (
        <p className="muted" aria-busy="true">
          {t('netfonds.loading')}
        </p>
      ) : account === undefined ? (
        <p className="card netfonds-none" data-testid="netfonds-none">
          {t('netfonds.none')}
        </p>
      ) : (
        <>
          {list.length > 1 && (
            <label className="netfonds-picker">
              <span>{t('netfonds.account')}</span>
              <select
                data-testid="netfonds-account"
                value={account.accid}
                onChange={(e) => setChosen(Number(e.target.value))}
              >
                {list.map((a) => (
                  <option key={a.accid} value={a.accid}>
                    {a.alias} {a.account_number}
                  </option>
                ))}
              </select>
            </label>
          )}
          <AccountSummary account={account} />
          {/* Keyed by account: another account starts on its own first page and latest year. */}
          <NetfondsHoldings key={`h${account.accid}`} accid={account.accid} />
          <NetfondsDocuments key={`d${account.accid}`} accid={account.accid} />
          <NetfondsTransactions
            key={`t${account.accid}`}
            accid={account.accid}
            types={account.transaction_types}
          />
        </>
      )}
    </div>
  );
}

function AccountSummary({ account }: { account: NetfondsAccount }) {
  const t = useT();
  const { meta } = useSession();
  return (
    <section
      className="card netfonds-summary"
      aria-labelledby="netfonds-account-title"
      data-testid="netfonds-summary"
    >
      <h2 id="netfonds-account-title">
        {account.alias} <span className="muted">{account.account_number}</span>
      </h2>
      <dl>
        <div>
          <dt>{t('netfonds.cash')}</dt>
          <dd data-testid="netfonds-cash">{formatMoney(account.cash, meta.locale)}</dd>
        </div>
        <div>
          <dt>{t('netfonds.holdingsValue')}</dt>
          <dd data-testid="netfonds-market-value">{formatMoney(account.market_value, meta.locale)}</dd>
        </div>
        <div>
          <dt>{t('netfonds.total')}</dt>
          <dd data-testid="netfonds-total">{formatMoney(account.total_value, meta.locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
