import type { MessageKey } from '../i18n/catalogues';
import { useT } from '../i18n/use-t';
import { useSession } from '../session/session-context';
import { formatMoney } from '../ui/format';
import type { BalanceSummary, TransactionSummary } from './transactions-queries';

/**
 * What the filters add up to: per account the cash before the period, in and out during it and at
 * its end (spec 001 §7.22 "balance-summary"), and per type the count and sum of the matching
 * transactions ("transaction-summary").
 */
export function TransactionSummaries({
  summary,
  balances,
}: {
  summary: { data: TransactionSummary | undefined; isFetching: boolean };
  balances: { data: BalanceSummary | undefined; isFetching: boolean };
}) {
  const t = useT();
  const { meta } = useSession();
  const money = (value: number, currency: string) => formatMoney({ value, currency }, meta.locale);
  return (
    <div className="transactions-summaries">
      <section
        className="card"
        aria-labelledby="transactions-balances-title"
        data-testid="transactions-balances"
        aria-busy={balances.isFetching}
      >
        <h2 id="transactions-balances-title">{t('transactions.balances')}</h2>
        <div className="transactions-scroll" tabIndex={0} aria-labelledby="transactions-balances-title">
          <table className="transactions-table">
            <thead>
              <tr>
                <th scope="col">{t('transactions.col.account')}</th>
                <th scope="col" className="num">
                  {t('transactions.balance.opening')}
                </th>
                <th scope="col" className="num">
                  {t('transactions.balance.in')}
                </th>
                <th scope="col" className="num">
                  {t('transactions.balance.out')}
                </th>
                <th scope="col" className="num">
                  {t('transactions.balance.closing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {balances.data?.accounts.map((a) => (
                <tr key={a.accid} data-testid="balance-row" data-accid={a.accid}>
                  <th scope="row">{a.account_number}</th>
                  <td className="num" data-testid="balance-opening">
                    {money(a.opening, a.currency)}
                  </td>
                  <td className="num">{money(a.money_in, a.currency)}</td>
                  <td className="num">{money(a.money_out, a.currency)}</td>
                  <td className="num" data-testid="balance-closing">
                    {money(a.closing, a.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section
        className="card"
        aria-labelledby="transactions-by-type-title"
        data-testid="transactions-by-type"
        aria-busy={summary.isFetching}
      >
        <h2 id="transactions-by-type-title">{t('transactions.byType')}</h2>
        <div className="transactions-scroll" tabIndex={0} aria-labelledby="transactions-by-type-title">
          <table className="transactions-table">
            <thead>
              <tr>
                <th scope="col">{t('transactions.col.type')}</th>
                <th scope="col" className="num">
                  {t('transactions.byType.count')}
                </th>
                <th scope="col" className="num">
                  {t('transactions.col.amount')}
                </th>
                <th scope="col" className="num">
                  {t('transactions.col.fee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.data?.types.map((r) => (
                <tr key={`${r.type}-${r.currency}`} data-testid="type-row" data-type={r.type}>
                  <th scope="row">{t(`transactions.type.${r.type}` as MessageKey)}</th>
                  <td className="num">{r.count}</td>
                  <td className="num">{money(r.amount, r.currency)}</td>
                  <td className="num">{money(r.fee, r.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {summary.data?.net.map((n) => (
                <tr key={n.currency}>
                  <th scope="row">{t('transactions.byType.net')}</th>
                  <td />
                  <td className="num" data-testid="type-net">
                    {money(n.value, n.currency)}
                  </td>
                  <td />
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}
