/**
 * An amount as a page, a PDF or a spreadsheet CSV writes it in the customer's locale
 * ("−1 234,50 kr", "-1.234,50 kr.", "1 234,50 €", "-10977,00") as a number: the last separator
 * before one or two digits at the end is the decimal mark, the others group digits.
 */
export function amountOf(text: string): number {
  const compact = text.replace(/[−–]/g, '-').replace(/[\s\u00a0\u202f]/g, '');
  const [, sign = '', digits = ''] = /(-?)(\d[\d.,]*\d|\d)/.exec(compact) ?? [];
  const decimals = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimals ? digits.slice(0, decimals.index) : digits).replace(/[.,]/g, '');
  return Number(`${sign}${whole}${decimals ? `.${decimals[1]}` : ''}`);
}

/** The same amount in cents (öre, øre): whole numbers, so sums of many are exact. */
export function centsOf(text: string): number {
  return Math.round(amountOf(text) * 100);
}
