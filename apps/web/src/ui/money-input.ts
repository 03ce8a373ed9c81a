/**
 * A typed amount of money (comma or point, spaces between thousands, at most two decimals), or
 * undefined. At most 13 whole digits, so the öre stay exact in a JavaScript number.
 */
export function parseMoneyInput(text: string): number | undefined {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,13}(\.\d{1,2})?$/.test(clean) ? Number(clean) : undefined;
}

/** Whether a typed amount fails only by its decimals (öre or cents beyond two): said as such. */
export function tooManyDecimals(text: string): boolean {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,13}\.\d{3,}$/.test(clean);
}
