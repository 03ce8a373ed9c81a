import { useId } from 'react';
import type { BuyAmountMessage, MinimumInvestment } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { fromFieldText, nextBuyText, toFieldText } from './order-form';

function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * The buy amount: digits with up to two decimals in the locale's decimal sign, its messages and the
 * minimum investment help (spec 000 §5).
 */
export function BuyAmountField({
  text,
  onChange,
  message,
  minimum,
  locale,
  disabled,
}: {
  text: string;
  onChange(text: string): void;
  message: BuyAmountMessage | undefined;
  minimum: MinimumInvestment;
  locale: string;
  disabled: boolean;
}) {
  const t = useT();
  const id = useId();
  const n = formatNumber(minimum.value.toNumber(), locale);
  const messageText =
    message === 'belowMinimum'
      ? t('fundOrder.buy.belowMinimum', { minimumInvestment: n, instrumentCurrency: minimum.currency })
      : message === 'incorrect'
        ? t('fundOrder.incorrect')
        : message === 'notEnoughMoney'
          ? t('fundOrder.notEnoughMoney')
          : undefined;
  return (
    <div className="fund-order-field">
      <label htmlFor={`${id}-amount`} className="fund-order-label">
        {t('fundOrder.amount')}
      </label>
      <input
        id={`${id}-amount`}
        className="fund-order-input"
        inputMode="decimal"
        autoComplete="off"
        value={toFieldText(text, locale)}
        disabled={disabled}
        aria-invalid={messageText !== undefined}
        aria-describedby={`${id}-help${messageText ? ` ${id}-message` : ''}`}
        onChange={(event) => {
          const next = nextBuyText(fromFieldText(event.target.value));
          if (next !== null) onChange(next);
        }}
        data-testid="fund-order-buy-amount"
      />
      {messageText && (
        <p id={`${id}-message`} className="fund-order-message" role="alert" data-testid="fund-order-message">
          {messageText}
        </p>
      )}
      <p id={`${id}-help`} className="fund-order-help" data-testid="fund-order-help">
        {t('fundOrder.buy.help', { n, currency: minimum.currency })}
      </p>
    </div>
  );
}
