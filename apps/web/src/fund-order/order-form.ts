import {
  Decimal,
  acceptsBuyAmountInput,
  acceptsSellAmountInput,
  acceptsSellPercentInput,
  amountOfHoldings,
  buyAmountMessage,
  buyFee,
  buyTotal,
  isBuyValid,
  isSellValid,
  isValidSellPercent,
  minimumSellAmount,
  parseBuyAmount,
  percentOfHoldings,
  sellAmountMessage,
  sellFee,
  sellPercentMessage,
  sellTotal,
  type BuyAmountMessage,
  type SellAmountMessage,
  type SellToggleOption,
} from '@broker/domain';

/**
 * The order form's state (spec 000 §3 "Order form state") and everything derived from it. The
 * rules themselves (what a field accepts, its messages, validity, fees, totals) are the domain's;
 * this file only wires them to the texts the customer types.
 */

export interface SellFields {
  amountText: string;
  percentText: string;
}

export const EMPTY_SELL: SellFields = { amountText: '', percentText: '' };

/** A new buy amount text, or null when the keystroke is refused (digits only). */
/**
 * The decimal sign of a locale: ',' in sv, nb, da and fi, '.' in en. Money and percent fields show
 * it and take either sign from the keyboard; inside, texts always use '.'.
 */
export function decimalSign(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** A field's text as the customer typed it, with the decimal point the rules read. */
export function fromFieldText(typed: string): string {
  return typed.replace(/,/g, '.');
}

/** A rule's text as the field shows it, with the locale's decimal sign. */
export function toFieldText(text: string, locale: string): string {
  const sign = decimalSign(locale);
  return sign === '.' ? text : text.replace(/\./g, sign);
}

export function nextBuyText(text: string): string | null {
  return acceptsBuyAmountInput(text) ? text : null;
}

function validDecimal(text: string): Decimal | undefined {
  if (text.trim() === '') return undefined;
  try {
    const value = new Decimal(text);
    return value.isFinite() ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The percent field changed: the amount follows (holdings × percent / 100) while the percent is
 * valid, and empties otherwise. Null when the keystroke is refused.
 */
export function nextSellFromPercent(text: string, holdings: Decimal.Value): SellFields | null {
  if (!acceptsSellPercentInput(text)) return null;
  const percent = validDecimal(text);
  const amountText =
    percent !== undefined && isValidSellPercent(percent)
      ? amountOfHoldings(percent, holdings).toString()
      : '';
  return { percentText: text, amountText };
}

/**
 * The amount field changed: the percent follows (amount / holdings × 100, two decimals). Null when
 * the keystroke is refused (more than two decimals, or above the holdings).
 */
export function nextSellFromAmount(text: string, holdings: Decimal.Value): SellFields | null {
  if (!acceptsSellAmountInput(text, holdings)) return null;
  const amount = validDecimal(text);
  const percentText = amount === undefined ? '' : percentOfHoldings(amount, holdings).toString();
  return { amountText: text, percentText };
}

/**
 * The holdings changed (another account, a new NAV, an order placed): both fields are worked out
 * again from the one the customer types in, so nothing on screen or in the confirm dialog is left
 * from the old holdings, and an amount the new holdings cannot cover is no longer valid.
 */
export function recomputeSell(
  fields: SellFields,
  mode: SellToggleOption,
  holdings: Decimal.Value,
): SellFields {
  if (mode === 'PERCENT') {
    if (fields.percentText.trim() === '') return fields;
    return (
      nextSellFromPercent(fields.percentText, holdings) ?? { percentText: fields.percentText, amountText: '' }
    );
  }
  const amount = validDecimal(fields.amountText);
  if (amount === undefined) return { amountText: fields.amountText, percentText: '' };
  return { amountText: fields.amountText, percentText: percentOfHoldings(amount, holdings).toString() };
}

/** 'Sell Everything' (100) and 'Sell Half' (50). */
export function quickSell(percent: number, holdings: Decimal.Value): SellFields {
  return nextSellFromPercent(String(percent), holdings) ?? EMPTY_SELL;
}

export interface BuyEvaluation {
  message: BuyAmountMessage | undefined;
  amount: Decimal | undefined;
  valid: boolean;
  fee: Decimal | undefined;
  total: Decimal | undefined;
}

export function evaluateBuy(input: {
  text: string;
  minimum: Decimal.Value;
  tradingPower: Decimal.Value | undefined;
  accountSelected: boolean;
  suitable: boolean;
  feePercent: Decimal.Value;
}): BuyEvaluation {
  const parsed = parseBuyAmount(input.text);
  const amount = parsed instanceof Decimal ? parsed : undefined;
  const tradingPower = input.tradingPower ?? 0;
  return {
    message:
      input.tradingPower === undefined
        ? undefined
        : buyAmountMessage(input.text, { minimum: input.minimum, tradingPower }),
    amount,
    valid:
      input.tradingPower !== undefined &&
      isBuyValid({
        accountSelected: input.accountSelected,
        amount,
        minimum: input.minimum,
        tradingPower,
        suitable: input.suitable,
      }),
    fee: amount === undefined ? undefined : buyFee(amount, input.feePercent),
    total: amount === undefined ? undefined : buyTotal(amount),
  };
}

export interface SellEvaluation {
  /** 'incorrect' of the percent field or one of the amount field's messages, by the shown mode. */
  message: SellAmountMessage | undefined;
  /**
   * What the order sells, in money: the sent percent of the holdings (spec 000 §5 links them), so
   * the confirm dialog and the order agree even when the typed amount is not a whole hundredth of
   * a percent (1 000 typed of 43 852 is 2.28 %, which sells 999.83).
   */
  amount: Decimal | undefined;
  /** What is sent: the percent of the available holding. */
  percent: Decimal | undefined;
  minimum: Decimal;
  valid: boolean;
  fee: Decimal | undefined;
  total: Decimal | undefined;
}

export function evaluateSell(input: {
  fields: SellFields;
  mode: SellToggleOption;
  holdings: Decimal.Value;
  accountSelected: boolean;
  feePercent: Decimal.Value;
}): SellEvaluation {
  const { fields, holdings } = input;
  // Spec 000 §5's minimum, floor(holdings × 0.0001), is 0 for small holdings, where an amount can
  // still be too small to come to 0.01 %: the smallest amount that does is the minimum then, so the
  // customer is told why Sell stays disabled instead of meeting a silent grey button.
  const smallestPercentAmount = new Decimal(holdings).gt(0)
    ? new Decimal(holdings).times(0.00005).toDecimalPlaces(2, Decimal.ROUND_UP)
    : new Decimal(0);
  const minimum = Decimal.max(minimumSellAmount(holdings), smallestPercentAmount);
  const typed = validDecimal(fields.amountText);
  const percent = validDecimal(fields.percentText);
  const amount =
    percent !== undefined && isValidSellPercent(percent) ? amountOfHoldings(percent, holdings) : typed;
  const message =
    input.mode === 'PERCENT'
      ? sellPercentMessage(fields.percentText)
      : sellAmountMessage(fields.amountText, { minimum, holdings });
  const fee = percent === undefined ? undefined : sellFee(percent, holdings, input.feePercent);
  return {
    message,
    amount,
    percent,
    minimum,
    valid: isSellValid({
      accountSelected: input.accountSelected,
      holdings,
      amount: input.mode === 'AMOUNT' ? typed : amount,
      percent,
    }),
    fee,
    total: amount === undefined || fee === undefined ? undefined : sellTotal(amount, fee),
  };
}
