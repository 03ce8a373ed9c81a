import {
  DEFAULT_SELL_TOGGLE,
  SELL_TOGGLE_OPTIONS,
  SELL_TOGGLE_PREFERENCE,
  type SellToggleOption,
} from '@broker/domain';

/**
 * The order screen's stored choices (spec 000 §4), in localStorage so they follow the customer
 * from fund to fund on this device. Storage can be unavailable (private mode, quota); then the
 * defaults apply and nothing is remembered.
 *
 * - `nnx.preferences.fundSellToggleOption`: the sell amount/percent toggle (preference name of the
 *   spec), PERCENT by default.
 * - `nnx.preferences.fundOrderDismissConfirmation`: 'true' once "don't show again" was ticked.
 * - `nnx.fundOrder.lastAccid`: the account last chosen in the order screen (buy preselection).
 */
export const SELL_TOGGLE_KEY = `nnx.preferences.${SELL_TOGGLE_PREFERENCE}`;
export const DISMISS_CONFIRMATION_KEY = 'nnx.preferences.fundOrderDismissConfirmation';
export const LAST_ACCID_KEY = 'nnx.fundOrder.lastAccid';

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembering is acceptable; failing the order screen is not.
  }
}

export function readSellToggle(): SellToggleOption {
  const value = read(SELL_TOGGLE_KEY);
  return (SELL_TOGGLE_OPTIONS as readonly string[]).includes(value ?? '')
    ? (value as SellToggleOption)
    : DEFAULT_SELL_TOGGLE;
}

export function storeSellToggle(option: SellToggleOption): void {
  write(SELL_TOGGLE_KEY, option);
}

export function readDismissConfirmation(): boolean {
  return read(DISMISS_CONFIRMATION_KEY) === 'true';
}

export function storeDismissConfirmation(): void {
  write(DISMISS_CONFIRMATION_KEY, 'true');
}

export function readLastAccid(): number | undefined {
  const value = read(LAST_ACCID_KEY);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

export function storeLastAccid(accid: number): void {
  write(LAST_ACCID_KEY, String(accid));
}
