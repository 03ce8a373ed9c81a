import { beforeEach, describe, expect, it } from 'vitest';
import {
  LAST_ACCID_KEY,
  SELL_TOGGLE_KEY,
  readDismissConfirmation,
  readLastAccid,
  readSellToggle,
  storeDismissConfirmation,
  storeLastAccid,
  storeSellToggle,
} from './preferences';

describe('stored preferences', () => {
  beforeEach(() => localStorage.clear());

  it('sell toggle fundSellToggleOption: percent by default, remembers the choice, ignores junk', () => {
    expect(SELL_TOGGLE_KEY).toContain('fundSellToggleOption');
    expect(readSellToggle()).toBe('PERCENT');
    storeSellToggle('AMOUNT');
    expect(readSellToggle()).toBe('AMOUNT');
    localStorage.setItem(SELL_TOGGLE_KEY, 'nonsense');
    expect(readSellToggle()).toBe('PERCENT');
  });

  it("don't show again", () => {
    expect(readDismissConfirmation()).toBe(false);
    storeDismissConfirmation();
    expect(readDismissConfirmation()).toBe(true);
  });

  it('last used account', () => {
    expect(readLastAccid()).toBeUndefined();
    storeLastAccid(42);
    expect(readLastAccid()).toBe(42);
    localStorage.setItem(LAST_ACCID_KEY, 'x');
    expect(readLastAccid()).toBeUndefined();
  });
});
