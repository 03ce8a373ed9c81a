import { useId } from 'react';
import type { Decimal, Money } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { formatMoney } from '../ui/format';
import { Skeleton } from '../ui/Skeleton';
import type { Account } from './use-order-accounts';

/** The account choice with the chosen account's Cash, Trading power and My holdings (spec 000 §2). */
export function AccountSelector({
  accounts,
  accid,
  onChange,
  cash,
  tradingPower,
  holdings,
  locale,
  emptyText,
}: {
  accounts: readonly Account[];
  accid: number | undefined;
  onChange(accid: number): void;
  cash: Money | undefined;
  tradingPower: Money | undefined;
  holdings: { value: Decimal; currency: string } | undefined;
  locale: string;
  emptyText: string;
}) {
  const t = useT();
  const id = useId();
  if (accounts.length === 0) {
    return (
      <p className="fund-order-empty muted" data-testid="fund-order-no-accounts">
        {emptyText}
      </p>
    );
  }
  const figure = (value: Money | undefined) =>
    accid === undefined ? '-' : value ? formatMoney(value, locale) : <Skeleton width="5rem" height="1rem" />;
  return (
    <div className="fund-order-account">
      <label htmlFor={`${id}-account`} className="fund-order-label">
        {t('fundOrder.account')}
      </label>
      <select
        id={`${id}-account`}
        className="fund-order-select"
        value={accid === undefined ? '' : String(accid)}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="fund-order-account"
      >
        {accid === undefined && (
          <option value="" disabled>
            {t('fundOrder.account.choose')}
          </option>
        )}
        {accounts.map((a) => (
          <option key={a.accid} value={a.accid}>
            {a.alias} ({a.accno})
          </option>
        ))}
      </select>
      <dl className="fund-order-summary">
        <div>
          <dt>{t('fundOrder.summary.cash')}</dt>
          <dd data-testid="fund-order-cash">{figure(cash)}</dd>
        </div>
        <div>
          <dt>{t('fundOrder.summary.tradingPower')}</dt>
          <dd data-testid="fund-order-trading-power">{figure(tradingPower)}</dd>
        </div>
        <div>
          <dt>{t('fundOrder.summary.holdings')}</dt>
          <dd data-testid="fund-order-holdings">
            {figure(holdings && { value: holdings.value.toNumber(), currency: holdings.currency })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
