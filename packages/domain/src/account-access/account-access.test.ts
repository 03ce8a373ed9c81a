import { describe, expect, it } from 'vitest';
import { accountAliasProblem } from './index';

describe('accountAliasProblem', () => {
  it.each([
    ['Barnens sparande', undefined],
    ['  Pension  ', undefined],
    ['x'.repeat(40), undefined],
    // Forty emoji are forty characters to the customer, though eighty UTF-16 units.
    ['🌲'.repeat(40), undefined],
    ['', 'ACCOUNT_ALIAS_LENGTH'],
    ['   ', 'ACCOUNT_ALIAS_LENGTH'],
    ['x'.repeat(41), 'ACCOUNT_ALIAS_LENGTH'],
    ['Spar\tkonto', 'ACCOUNT_ALIAS_CHARACTERS'],
    ['Spar\nkonto', 'ACCOUNT_ALIAS_CHARACTERS'],
    ['Spar\u0085konto', 'ACCOUNT_ALIAS_CHARACTERS'],
    ['gpj\u202eexe', 'ACCOUNT_ALIAS_CHARACTERS'],
  ])('%j: %s', (alias, problem) => {
    expect(accountAliasProblem(alias)).toBe(problem);
  });
});
