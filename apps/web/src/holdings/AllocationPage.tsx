import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../i18n/use-t';
import type { MessageKey } from '../i18n/catalogues';
import { useApiClient } from '../services/services-context';
import { useSession } from '../session/session-context';
import { ErrorState } from '../ui/ErrorState';
import { formatMoney, formatPercent } from '../ui/format';
import { useDocumentTitle } from '../ui/use-document-title';
import { AccountPicker } from './AccountPicker';
import { allocationQuery, balanceOverviewQuery, type Allocation } from './holdings-queries';
import './holdings.css';

type Slice = Allocation['asset_class'][number];
type Breakdown = 'asset_class' | 'region' | 'sector' | 'currency_split';

const BREAKDOWNS: Breakdown[] = ['asset_class', 'region', 'sector', 'currency_split'];

/**
 * `/allocation` (issue 14; spec 001 §7.10 "allocation" and "balance overview"): what the accounts
 * hold in cash, reserved and invested, per account and in total; and how own capital is spread by
 * asset class, region, sector and currency, each as a bar and a table.
 */
export function AllocationPage() {
  const t = useT();
  useDocumentTitle(t('holdings.allocation.title'));
  const [accid, setAccid] = useState<number | undefined>(undefined);
  return (
    <div className="page returns-page allocation-page" data-testid="allocation-page">
      <h1>{t('holdings.allocation.title')}</h1>
      <p className="muted">{t('holdings.allocation.intro')}</p>
      <AccountPicker accid={accid} onChange={setAccid} testId="allocation-account" />
      <Balances accid={accid} />
      <Allocations accid={accid} />
    </div>
  );
}

function Balances({ accid }: { accid: number | undefined }) {
  const t = useT();
  const { meta } = useSession();
  const overview = useQuery(balanceOverviewQuery(useApiClient(), accid));
  const money = (value: number, currency: string) => formatMoney({ value, currency }, meta.locale);
  const columns = ['cash', 'reserved', 'trading_power', 'market_value', 'own_capital'] as const;
  return (
    <section className="card returns-table">
      <h2 id="allocation-balances">{t('holdings.balance.title')}</h2>
      {overview.isError ? (
        <ErrorState message={t('holdings.allocation.error')} onRetry={() => void overview.refetch()} />
      ) : overview.isPending ? (
        <p className="muted" aria-busy="true">
          {t('holdings.loading')}
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="allocation-balances" tabIndex={0}>
          <table data-testid="balance-overview">
            <thead>
              <tr>
                <th scope="col">{t('holdings.account')}</th>
                {columns.map((c) => (
                  <th key={c} scope="col" className="num">
                    {t(`holdings.balance.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.data.accounts.map((a) => (
                <tr key={a.accid} data-accid={a.accid}>
                  <th scope="row">
                    {a.alias} {a.accno}
                  </th>
                  {columns.map((c) => (
                    <td key={c} className="num">
                      {money(a[c], a.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {overview.data.accounts.length > 1 && (
              <tfoot>
                <tr data-testid="balance-total">
                  <th scope="row">{t('holdings.balance.total')}</th>
                  {columns.map((c) => (
                    <td key={c} className="num">
                      {money(overview.data.total[c], overview.data.currency)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}

function Allocations({ accid }: { accid: number | undefined }) {
  const t = useT();
  const allocation = useQuery(allocationQuery(useApiClient(), accid));
  if (allocation.isError) {
    return <ErrorState message={t('holdings.allocation.error')} onRetry={() => void allocation.refetch()} />;
  }
  if (allocation.isPending) {
    return (
      <p className="muted" aria-busy="true">
        {t('holdings.loading')}
      </p>
    );
  }
  return (
    <div className="allocation-grid">
      {BREAKDOWNS.map((b) => (
        <BreakdownCard
          key={b}
          breakdown={b}
          slices={allocation.data[b]}
          currency={allocation.data.currency}
        />
      ))}
    </div>
  );
}

function BreakdownCard({
  breakdown,
  slices,
  currency,
}: {
  breakdown: Breakdown;
  slices: Slice[];
  currency: string;
}) {
  const t = useT();
  const { meta } = useSession();
  const id = `allocation-${breakdown}`;
  const name = (key: string): string =>
    breakdown === 'currency_split' ? key : t(`holdings.allocation.${breakdown}.${key}` as MessageKey);
  return (
    <section className="card returns-table allocation-card">
      <h2 id={id}>{t(`holdings.allocation.by.${breakdown}`)}</h2>
      {slices.length === 0 ? (
        <p className="muted">{t('holdings.allocation.none')}</p>
      ) : (
        <>
          {/* The bar repeats the table below it, which is what a screen reader reads. */}
          <div className="allocation-bar" aria-hidden="true">
            {slices.map((s, i) => (
              <span
                key={s.key}
                className={`allocation-bar-part allocation-color-${i % 8}`}
                style={{ width: `${Math.max(0, s.percent)}%` }}
                title={name(s.key)}
              />
            ))}
          </div>
          <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
            <table data-testid={id}>
              <thead>
                <tr>
                  <th scope="col">{t(`holdings.allocation.col.${breakdown}`)}</th>
                  <th scope="col" className="num">
                    {t('holdings.allocation.col.value')}
                  </th>
                  <th scope="col" className="num">
                    {t('holdings.allocation.col.share')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {slices.map((s, i) => (
                  <tr key={s.key} data-key={s.key}>
                    <th scope="row">
                      <span className={`allocation-swatch allocation-color-${i % 8}`} aria-hidden="true" />
                      {name(s.key)}
                    </th>
                    <td className="num">{formatMoney({ value: s.value, currency }, meta.locale)}</td>
                    <td className="num">{formatPercent(s.percent, meta.locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
