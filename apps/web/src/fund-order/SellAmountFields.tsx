import { useId } from 'react';
import { QUICK_SELL_PERCENTS, type Decimal, type SellToggleOption } from '@broker/domain';
import { useT } from '../i18n/use-t';
import { formatMoney } from '../ui/format';
import {
  fromFieldText,
  nextSellFromAmount,
  nextSellFromPercent,
  quickSell,
  type SellEvaluation,
  type SellFields,
  toFieldText,
} from './order-form';

/**
 * The sell entry (spec 000 §2, §5): a toggle between amount and percent (remembered), the field
 * of the chosen mode with the other value shown beside it, and 'Sell Everything' / 'Sell Half'.
 */
export function SellAmountFields({
  mode,
  onModeChange,
  fields,
  onChange,
  evaluation,
  holdings,
  currency,
  locale,
  disabled,
}: {
  mode: SellToggleOption;
  onModeChange(mode: SellToggleOption): void;
  fields: SellFields;
  onChange(fields: SellFields): void;
  evaluation: SellEvaluation;
  holdings: Decimal;
  currency: string;
  locale: string;
  disabled: boolean;
}) {
  const t = useT();
  const id = useId();
  const percentMode = mode === 'PERCENT';
  const message = evaluation.message;
  const messageText =
    message === 'belowMinimum'
      ? t('fundOrder.sell.belowMinimum', {
          minimum: formatMoney({ value: evaluation.minimum.toNumber(), currency }, locale),
        })
      : message === 'incorrect'
        ? t('fundOrder.incorrect')
        : message === 'notEnoughMoney'
          ? t('fundOrder.notEnoughMoney')
          : undefined;
  const corresponds = percentMode
    ? evaluation.amount && formatMoney({ value: evaluation.amount.toNumber(), currency }, locale)
    : evaluation.percent && `${toFieldText(evaluation.percent.toString(), locale)} %`;

  return (
    <div className="fund-order-field">
      <div className="fund-order-toggle" role="group" aria-label={t('fundOrder.sell.toggle')}>
        {(['AMOUNT', 'PERCENT'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="fund-order-toggle-button"
            aria-pressed={mode === option}
            disabled={disabled}
            onClick={() => onModeChange(option)}
            data-testid={`fund-order-mode-${option}`}
          >
            {t(option === 'AMOUNT' ? 'fundOrder.amount' : 'fundOrder.percent')}
          </button>
        ))}
      </div>
      <label htmlFor={`${id}-value`} className="fund-order-label">
        {t(percentMode ? 'fundOrder.percent' : 'fundOrder.amount')}
      </label>
      <div className="fund-order-input-row">
        <input
          id={`${id}-value`}
          className="fund-order-input"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={toFieldText(percentMode ? fields.percentText : fields.amountText, locale)}
          aria-invalid={messageText !== undefined}
          aria-describedby={`${id}-help${messageText ? ` ${id}-message` : ''}`}
          onChange={(event) => {
            const typed = fromFieldText(event.target.value);
            const next = percentMode
              ? nextSellFromPercent(typed, holdings)
              : nextSellFromAmount(typed, holdings);
            if (next !== null) onChange(next);
          }}
          data-testid={percentMode ? 'fund-order-sell-percent' : 'fund-order-sell-amount'}
        />
        <span className="fund-order-unit" aria-hidden="true">
          {percentMode ? '%' : currency}
        </span>
      </div>
      {corresponds && (
        <p className="fund-order-corresponds muted" data-testid="fund-order-corresponds">
          {t('fundOrder.sell.corresponds', { value: corresponds })}
        </p>
      )}
      {messageText && (
        <p id={`${id}-message`} className="fund-order-message" role="alert" data-testid="fund-order-message">
          {messageText}
        </p>
      )}
      <p id={`${id}-help`} className="fund-order-help" data-testid="fund-order-help">
        {t('fundOrder.sell.help')}
      </p>
      <div className="fund-order-quick">
        {QUICK_SELL_PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="button button-secondary"
            data-testid={`fund-order-sell-${percent}`}
            disabled={disabled}
            onClick={() => onChange(quickSell(percent, holdings))}
          >
            {t(percent === 100 ? 'fundOrder.sell.everything' : 'fundOrder.sell.half')}
          </button>
        ))}
      </div>
    </div>
  );
}
