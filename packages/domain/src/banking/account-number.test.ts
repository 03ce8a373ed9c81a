import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ibanValid, luhnValid, parseBankAccount } from './account-number';

const ok = (r: ReturnType<typeof parseBankAccount>) => (r.ok ? r.value : r.error);

describe('Swedish accounts: clearing number and account by the banks’ rules', () => {
  it('accepts numbers of each type and comment, and names the bank', () => {
    // Type 1, comment 1: modulus 11 over the clearing's last three digits and the account.
    expect(ok(parseBankAccount('SE', '123 456-0', '5000'))).toMatchObject({
      clearing: '5000',
      account: '1234560',
      bank: 'SEB',
      display: '5000-1234560',
    });
    // Type 2, comment 1: Nordea's personal accounts (clearing 3300) are the personal identity
    // number, modulus 10 (Skatteverket's test number 811218-9876).
    expect(ok(parseBankAccount('SE', '811218-9876', '3300'))).toMatchObject({ bank: 'Nordea' });
    // Type 2, comment 2: Handelsbanken's nine digits, modulus 11.
    expect(ok(parseBankAccount('SE', '123 456 789', '6000'))).toMatchObject({ bank: 'Handelsbanken' });
    // Type 2, comment 3: Swedbank's five-digit clearing (its fifth checks the four) and up to ten digits.
    expect(ok(parseBankAccount('SE', '123 456 789-7', '8327-9'))).toMatchObject({
      bank: 'Swedbank',
      clearing: '8327',
      display: '8327-9 1234567897',
    });
    // The same account written with its four-digit clearing number and leading zeros.
    const again = parseBankAccount('SE', '123 456 789-7', '8327');
    expect(again.ok && again.value.clearing === '8327' && again.value.account).toBe('1234567897');
    expect(ok(parseBankAccount('SE', '6789-2', '8327'))).toMatchObject({ account: '0000067892' });
    expect(ok(parseBankAccount('SE', '000 006 789-2', '8327'))).toMatchObject({
      account: '0000067892',
      display: '8327 67892',
    });
  });

  it('refuses an unknown clearing number, a wrong length and a wrong check digit, each by its code', () => {
    expect(ok(parseBankAccount('SE', '1234560', '0999'))).toBe('CLEARING_NUMBER_UNKNOWN');
    expect(ok(parseBankAccount('SE', '123456', '5000'))).toBe('BANK_ACCOUNT_FORMAT');
    expect(ok(parseBankAccount('SE', '12345a0', '5000'))).toBe('BANK_ACCOUNT_FORMAT');
    expect(ok(parseBankAccount('SE', '1234561', '5000'))).toBe('BANK_ACCOUNT_CHECK_DIGIT');
    expect(ok(parseBankAccount('SE', '1234567897', '8327-8'))).toBe('BANK_ACCOUNT_CHECK_DIGIT');
    expect(ok(parseBankAccount('SE', '123456788', '6000'))).toBe('BANK_ACCOUNT_CHECK_DIGIT');
    expect(ok(parseBankAccount('SE', '1234560', '50000'))).toBe('BANK_ACCOUNT_FORMAT');
    // Which part is wrong: the clearing number's shape, or the account's.
    expect(parseBankAccount('SE', '1234560', '500')).toMatchObject({ ok: false, part: 'clearing' });
    expect(parseBankAccount('SE', '123', '5000')).toMatchObject({ ok: false, part: 'account' });
    expect(parseBankAccount('DK', '123', '53')).toMatchObject({ ok: false, part: 'clearing' });
  });

  it('catches every mistyped digit and every swap of two neighbours in a type 1 account', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        (position, change, swap) => {
          const good = '1234560';
          const digits = good.split('');
          if (swap) {
            if (position === 6 || digits[position] === digits[position + 1]) return;
            [digits[position], digits[position + 1]] = [digits[position + 1]!, digits[position]!];
          } else digits[position] = String((Number(digits[position]) + change) % 10);
          expect(ok(parseBankAccount('SE', digits.join(''), '5000'))).toBe('BANK_ACCOUNT_CHECK_DIGIT');
        },
      ),
    );
  });
});

describe('Norwegian, Danish and Finnish accounts', () => {
  it('checks the Norwegian modulus-11 digit', () => {
    expect(ok(parseBankAccount('NO', '8601.11.17947'))).toMatchObject({
      account: '86011117947',
      display: '8601.11.17947',
    });
    expect(ok(parseBankAccount('NO', '8601.11.17948'))).toBe('BANK_ACCOUNT_CHECK_DIGIT');
    expect(ok(parseBankAccount('NO', '8601.11.1794'))).toBe('BANK_ACCOUNT_FORMAT');
  });

  it('takes a Danish registration and account number by their form', () => {
    expect(ok(parseBankAccount('DK', '12345678', '5301'))).toMatchObject({
      clearing: '5301',
      account: '0012345678',
      display: '5301 0012345678',
    });
    expect(ok(parseBankAccount('DK', '12345678', '530'))).toBe('BANK_ACCOUNT_FORMAT');
    expect(ok(parseBankAccount('DK', '123456789012', '5301'))).toBe('BANK_ACCOUNT_FORMAT');
  });

  it('checks a Finnish IBAN by modulus 97 and the national check digit', () => {
    expect(ok(parseBankAccount('FI', 'fi21 1234 5600 0007 85'))).toMatchObject({
      account: 'FI2112345600000785',
      display: 'FI21 1234 5600 0007 85',
    });
    expect(ok(parseBankAccount('FI', 'FI21 1234 5600 0007 86'))).toBe('BANK_ACCOUNT_CHECK_DIGIT');
    expect(ok(parseBankAccount('FI', 'SE21 1234 5600 0007 85'))).toBe('BANK_ACCOUNT_FORMAT');
  });

  it('has check functions that agree with published examples', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanValid('GB82WEST12345698765431')).toBe(false);
  });
});
