import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NETFONDS_TRANSACTIONS_PAGE_SIZE } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Pager } from '../ui/Pager';
import { TransactionFigureCells, TransactionFigureHeaders } from '../transactions/TransactionFigures';
import { netfondsTransactionsQuery, type NetfondsPage } from './netfonds-queries';

/**
 * A Netfonds account's transactions, newest first, 200 to a page (spec 001 §9), each trade with its
 * note; the type filter offers the kinds the account has.
 */
export function NetfondsTransactions({ accid, types }: { accid: number; types: readonly string[] }) {
  const t = useT();
  const client = useApiClient();
  const { meta } = useSession();
  const id = useId();
  const [page, setPage] = useState<NetfondsPage>({ offset: 0 });
  const badDates = page.from !== undefined && page.to !== undefined && page.from > page.to;
  const transactions = useQuery({ ...netfondsTransactionsQuery(client, accid, page), enabled: !badDates });
  // A changed filter starts again from the first page.
  const change = (next: Partial<NetfondsPage>) => setPage((p) => ({ ...p, ...next, offset: 0 }));
  const optional = (value: string) => (value === '' ? undefined : value);
  const data = transactions.data;
  const rows = data?.transactions ?? [];
  const typeName = (type: string) => t(`transactions.type.${type}` as MessageKey);

  return (
    <section
      className="card netfonds-section"
      aria-labelledby="netfonds-transactions-title"
      aria-busy={transactions.isFetching}
    >
      <h2 id="netfonds-transactions-title">{t('netfonds.transactions')}</h2>
      <div className="netfonds-filters">
        <label className="netfonds-picker">
          <span>{t('transactions.type')}</span>
          <select
            data-testid="netfonds-type"
            value={page.type ?? ''}
            onChange={(e) => change({ type: optional(e.target.value) })}
          >
            <option value="">{t('transactions.allTypes')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="netfonds-picker">
          <span>{t('transactions.from')}</span>
          <input
            type="date"
            data-testid="netfonds-from"
            value={page.from ?? ''}
            onChange={(e) => change({ from: optional(e.target.value) })}
            aria-describedby={badDates ? `${id}-dates` : undefined}
            aria-invalid={badDates || undefined}
          />
        </label>
        <label className="netfonds-picker">
          <span>{t('transactions.to')}</span>
          <input
            type="date"
            data-testid="netfonds-to"
            value={page.to ?? ''}
            onChange={(e) => change({ to: optional(e.target.value) })}
            aria-describedby={badDates ? `${id}-dates` : undefined}
            aria-invalid={badDates || undefined}
          />
        </label>
      </div>
      <p id={`${id}-dates`} role="alert" className="transactions-error">
        {badDates ? t('transactions.badDates') : ''}
      </p>
      {badDates ? null : transactions.isError ? (
        <ErrorState message={t('netfonds.error')} onRetry={() => void transactions.refetch()} />
      ) : data && rows.length === 0 ? (
        <p className="muted" data-testid="netfonds-transactions-empty">
          {t('transactions.empty')}
        </p>
      ) : (
        <div
          className="transactions-scroll"
          role="region"
          tabIndex={0}
          aria-labelledby="netfonds-transactions-title"
        >
          <table className="transactions-table" data-testid="netfonds-transactions">
            <thead>
              <tr>
                <th scope="col">{t('transactions.col.date')}</th>
                <th scope="col">{t('transactions.col.type')}</th>
                <th scope="col">{t('transactions.col.instrument')}</th>
                <TransactionFigureHeaders />
                <th scope="col">{t('netfonds.col.note')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.transaction_id} data-testid="netfonds-transaction" data-type={r.type}>
                  <td>{r.trade_date}</td>
                  <td>{typeName(r.type)}</td>
                  <td>{r.instrument_name ?? ''}</td>
                  <TransactionFigureCells row={r} amountTestId="netfonds-transaction-amount" />
                  <td>
                    {r.contract_note_url && (
                      <a
                        href={`${r.contract_note_url}?lang=${meta.lang}`}
                        download
                        data-testid="netfonds-note"
                        aria-label={t('netfonds.note.label', {
                          type: typeName(r.type),
                          instrument: r.instrument_name ?? '',
                          date: r.trade_date,
                        })}
                      >
                        PDF
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!badDates && data && data.total > 0 && (
        <Pager
          offset={data.offset}
          shown={rows.length}
          total={data.total}
          pageSize={NETFONDS_TRANSACTIONS_PAGE_SIZE}
          onOffset={(offset) => setPage((p) => ({ ...p, offset }))}
          testIdPrefix="netfonds"
        />
      )}
    </section>
  );
}
