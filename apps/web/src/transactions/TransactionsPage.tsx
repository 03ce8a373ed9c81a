import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TRANSACTIONS_PAGE_SIZE } from '@broker/domain';
import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { Pager } from '../ui/Pager';
import { TransactionFigureCells, TransactionFigureHeaders } from './TransactionFigures';
import { useDocumentTitle } from '../ui/use-document-title';
import {
  balanceSummaryQuery,
  statementHref,
  transactionFiltersQuery,
  transactionSummaryQuery,
  transactionsCsvHref,
  transactionsQuery,
  type TransactionsFilter,
} from './transactions-queries';
import { TransactionSummaries } from './TransactionSummaries';
import { AcquisitionCostEditor } from './AcquisitionCostEditor';
import './transactions.css';

/**
 * `/transactions` (issue 13; spec 001 §7.22): the customer's transactions across their accounts,
 * filtered by account, type, instrument and trade dates, newest or oldest first, in pages of 50.
 */
export function TransactionsPage() {
  const t = useT();
  const id = useId();
  const client = useApiClient();
  const { meta } = useSession();
  useDocumentTitle(t('transactions.title'));
  const [filter, setFilter] = useState<TransactionsFilter>({ sort: 'DESC', offset: 0 });
  const badDates = filter.from !== undefined && filter.to !== undefined && filter.from > filter.to;
  const filters = useQuery(transactionFiltersQuery(client));
  const page = useQuery({ ...transactionsQuery(client, filter), enabled: !badDates });
  const summary = useQuery({ ...transactionSummaryQuery(client, filter), enabled: !badDates });
  const balances = useQuery({ ...balanceSummaryQuery(client, filter), enabled: !badDates });
  // A changed filter starts again from the first page.
  const change = (next: Partial<TransactionsFilter>) => setFilter((f) => ({ ...f, ...next, offset: 0 }));
  const optional = (value: string) => (value === '' ? undefined : value);
  const data = page.data;
  const rows = data?.transactions ?? [];

  return (
    <div className="page transactions-page" data-testid="transactions-page">
      <h1>{t('transactions.title')}</h1>
      <div className="card transactions-filters">
        <label>
          <span>{t('transactions.account')}</span>
          <select
            data-testid="transactions-account"
            value={filter.accid ?? ''}
            onChange={(e) => change({ accid: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <option value="">{t('transactions.allAccounts')}</option>
            {filters.data?.accounts.map((a) => (
              <option key={a.accid} value={a.accid}>
                {a.account_number}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('transactions.type')}</span>
          <select
            data-testid="transactions-type"
            value={filter.type ?? ''}
            onChange={(e) => change({ type: optional(e.target.value) })}
          >
            <option value="">{t('transactions.allTypes')}</option>
            {filters.data?.types.map((type) => (
              <option key={type} value={type}>
                {t(`transactions.type.${type}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('transactions.instrument')}</span>
          <select
            data-testid="transactions-instrument"
            value={filter.instrumentId ?? ''}
            onChange={(e) =>
              change({ instrumentId: e.target.value === '' ? undefined : Number(e.target.value) })
            }
          >
            <option value="">{t('transactions.allInstruments')}</option>
            {filters.data?.instruments.map((i) => (
              <option key={i.instrument_id} value={i.instrument_id}>
                {i.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('transactions.from')}</span>
          <input
            type="date"
            data-testid="transactions-from"
            value={filter.from ?? ''}
            min={filters.data?.first_date ?? undefined}
            onChange={(e) => change({ from: optional(e.target.value) })}
            aria-describedby={badDates ? `${id}-dates` : undefined}
            aria-invalid={badDates || undefined}
          />
        </label>
        <label>
          <span>{t('transactions.to')}</span>
          <input
            type="date"
            data-testid="transactions-to"
            value={filter.to ?? ''}
            onChange={(e) => change({ to: optional(e.target.value) })}
            aria-describedby={badDates ? `${id}-dates` : undefined}
            aria-invalid={badDates || undefined}
          />
        </label>
        <label>
          <span>{t('transactions.sort')}</span>
          <select
            data-testid="transactions-sort"
            value={filter.sort}
            onChange={(e) => change({ sort: e.target.value === 'ASC' ? 'ASC' : 'DESC' })}
          >
            <option value="DESC">{t('transactions.sort.DESC')}</option>
            <option value="ASC">{t('transactions.sort.ASC')}</option>
          </select>
        </label>
        <p id={`${id}-dates`} role="alert" className="transactions-error">
          {badDates ? t('transactions.badDates') : ''}
        </p>
        {!badDates && (
          <nav className="transactions-downloads" aria-label={t('transactions.downloads')}>
            <a
              className="button button-quiet"
              data-testid="transactions-csv"
              href={transactionsCsvHref(filter, 'STANDARD', meta.lang)}
              download
            >
              {t('transactions.download.csv')}
            </a>
            <a
              className="button button-quiet"
              data-testid="transactions-spreadsheet"
              href={transactionsCsvHref(filter, 'SPREADSHEET', meta.lang)}
              download
            >
              {t('transactions.download.spreadsheet')}
            </a>
            <a
              className="button button-quiet"
              data-testid="transactions-statement"
              href={statementHref(filter, meta.lang)}
              download
            >
              {t('transactions.download.statement')}
            </a>
          </nav>
        )}
      </div>
      {!badDates && <TransactionSummaries summary={summary} balances={balances} />}
      <section
        className="card transactions-list"
        aria-label={t('transactions.title')}
        aria-busy={page.isFetching}
      >
        {page.isError || filters.isError ? (
          <ErrorState
            message={t('transactions.error')}
            onRetry={() => {
              void filters.refetch();
              void page.refetch();
            }}
          />
        ) : data && rows.length === 0 ? (
          <p className="muted" data-testid="transactions-empty">
            {t('transactions.empty')}
          </p>
        ) : (
          <div
            className="transactions-scroll"
            role="region"
            tabIndex={0}
            aria-label={t('transactions.title')}
          >
            <table className="transactions-table" data-testid="transactions-table">
              <thead>
                <tr>
                  <th scope="col">{t('transactions.col.date')}</th>
                  <th scope="col">{t('transactions.col.account')}</th>
                  <th scope="col">{t('transactions.col.type')}</th>
                  <th scope="col">{t('transactions.col.instrument')}</th>
                  <TransactionFigureHeaders />
                  <th scope="col">{t('transactions.col.cost')}</th>
                  <th scope="col">{t('transactions.col.note')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.transaction_id} data-testid="transaction-row" data-type={r.type}>
                    <td>{r.trade_date}</td>
                    <td>{r.account_number}</td>
                    <td>
                      {t(`transactions.type.${r.type}` as MessageKey)}
                      {r.related !== null && (r.type === 'REVERSAL' || r.type === 'WITHHOLDING_TAX') && (
                        <span className="muted" data-testid="transaction-related">
                          {' '}
                          {t(`transactions.related.${r.type}`, {
                            type: t(`transactions.type.${r.related.type}` as MessageKey).toLowerCase(),
                            date: r.related.trade_date,
                          })}
                        </span>
                      )}
                      {r.move !== null && (
                        <span className="muted" data-testid="transaction-move">
                          {' '}
                          (
                          {t(`transactions.move.${r.move.action}.${r.move.role}`, {
                            instrument: r.move.instrument_name,
                            from: r.move.from,
                            to: r.move.to,
                          })}
                          )
                        </span>
                      )}
                      {r.split !== null && (
                        <span className="muted" data-testid="transaction-split">
                          {' '}
                          ({t('transactions.split', { from: r.split.from, to: r.split.to })})
                        </span>
                      )}
                    </td>
                    <td>{r.instrument_name ?? ''}</td>
                    <TransactionFigureCells row={r} amountTestId="transaction-amount" />
                    <td>
                      <AcquisitionCostEditor row={r} />
                    </td>
                    <td>
                      {r.contract_note_url && (
                        <a
                          href={r.contract_note_url}
                          data-testid="transaction-note"
                          aria-label={t('transactions.note.label', {
                            type: t(`transactions.type.${r.type}` as MessageKey),
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
        {data && data.total > 0 && (
          <Pager
            offset={data.offset}
            shown={rows.length}
            total={data.total}
            pageSize={TRANSACTIONS_PAGE_SIZE}
            onOffset={(offset) => setFilter((f) => ({ ...f, offset }))}
            testIdPrefix="transactions"
          />
        )}
      </section>
    </div>
  );
}
