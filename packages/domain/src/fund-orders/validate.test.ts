import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { buyUnits, checkFundOrder, sellUnits, type OrderFacts } from './validate';

const facts: OrderFacts = {
  today: '2026-11-20',
  customer: { birthDate: '1980-01-01', isPartner: false },
  account: { isBlocked: false, accountCode: 'ISK', atyid: 6, currency: 'SEK' },
  instrument: {
    isFund: true,
    activeForBuy: true,
    activeForSell: true,
    isIndexFund: false,
    mifid2Category: 1,
  },
  hasValidApproval: false,
  minimumInAccountCurrency: new Decimal(100),
  tradingPower: new Decimal(10_000),
  indexFundBoughtToday: new Decimal(0),
  availableUnits: new Decimal('10'),
};
const buy = (value: number | string, currency = 'SEK') => ({
  side: 'BUY' as const,
  amount: { value, currency },
});
const code = (r: ReturnType<typeof checkFundOrder>) => (r.ok ? 'OK' : r.code);

describe('checkFundOrder', () => {
  it('accepts a buy within the limits and a sell of an available holding', () => {
    expect(checkFundOrder(buy(10_000), facts)).toMatchObject({ ok: true, side: 'BUY' });
    const sell = checkFundOrder({ side: 'SELL', percent: 33.33 }, facts);
    expect(sell.ok && sell.side === 'SELL' && sell.units.toString()).toBe('3.333');
  });

  it('answers each failure with its catalogue code', () => {
    const cases: [string, ReturnType<typeof checkFundOrder>][] = [
      ['UNKNOWN_INSTRUMENT', checkFundOrder(buy(500), { ...facts, instrument: undefined })],
      [
        'NOT_A_FUND',
        checkFundOrder(buy(500), { ...facts, instrument: { ...facts.instrument!, isFund: false } }),
      ],
      [
        'ACCOUNT_IS_BLOCKED',
        checkFundOrder(buy(500), { ...facts, account: { ...facts.account, isBlocked: true } }),
      ],
      [
        'INVALID_ACCOUNT_TYPE',
        checkFundOrder(buy(500), { ...facts, account: { ...facts.account, atyid: 123 } }),
      ],
      [
        'INVALID_ACCOUNT_TYPE',
        checkFundOrder(buy(500), { ...facts, account: { ...facts.account, accountCode: 'BLSE' } }),
      ],
      [
        'CUSTOMER_IS_MINOR',
        checkFundOrder(buy(500), { ...facts, customer: { birthDate: '2008-11-21', isPartner: false } }),
      ],
      ['MANDATORY_FIELD_MISSING', checkFundOrder({ side: 'BUY' }, facts)],
      ['INPUT_ERROR', checkFundOrder(buy(0), facts)],
      ['INPUT_ERROR', checkFundOrder(buy('10.001'), facts)],
      ['ORDER_ACCOUNT_CURRENCY_MISMATCH', checkFundOrder(buy(500, 'EUR'), facts)],
      [
        'FUND_NOT_ACTIVE_FOR_BUY',
        checkFundOrder(buy(500), { ...facts, instrument: { ...facts.instrument!, activeForBuy: false } }),
      ],
      [
        'SUPERFUND_NOT_ALLOWED',
        checkFundOrder(buy(500), {
          ...facts,
          customer: { ...facts.customer, isPartner: true },
          instrument: { ...facts.instrument!, isIndexFund: true },
        }),
      ],
      [
        'NOT_MIFID2_SUITABLE',
        checkFundOrder(buy(5000), { ...facts, instrument: { ...facts.instrument!, mifid2Category: 2 } }),
      ],
      ['BELOW_MIN_INVEST_AMOUNT', checkFundOrder(buy(99), facts)],
      [
        'ABOVE_MAX_AMOUNT',
        checkFundOrder(buy(2), {
          ...facts,
          minimumInAccountCurrency: new Decimal(1),
          instrument: { ...facts.instrument!, isIndexFund: true },
          indexFundBoughtToday: new Decimal('499999'),
        }),
      ],
      ['NOT_ENOUGH_TRADING_POWER', checkFundOrder(buy('10000.01'), facts)],
      ['MANDATORY_FIELD_MISSING', checkFundOrder({ side: 'SELL' }, facts)],
      ['INPUT_ERROR', checkFundOrder({ side: 'SELL', percent: 100.5 }, facts)],
      ['INPUT_ERROR', checkFundOrder({ side: 'SELL', percent: 0.001 }, facts)],
      [
        'FUND_NOT_ACTIVE_FOR_SELL',
        checkFundOrder(
          { side: 'SELL', percent: 5 },
          { ...facts, instrument: { ...facts.instrument!, activeForSell: false } },
        ),
      ],
      [
        'NOT_ENOUGH_POSITIONS',
        checkFundOrder({ side: 'SELL', percent: 5 }, { ...facts, availableUnits: new Decimal(0) }),
      ],
      [
        'VOLUME_IS_ZERO',
        checkFundOrder({ side: 'SELL', percent: 0.01 }, { ...facts, availableUnits: new Decimal('0.00001') }),
      ],
    ];
    for (const [expected, result] of cases) expect(code(result), expected).toBe(expected);
  });

  it('lets an approved customer buy a category that needs the knowledge test', () => {
    const instrument = { ...facts.instrument!, mifid2Category: 2 };
    expect(code(checkFundOrder(buy(5000), { ...facts, instrument, hasValidApproval: true }))).toBe('OK');
  });

  it('is an adult from the 18th birthday', () => {
    expect(
      code(checkFundOrder(buy(500), { ...facts, customer: { birthDate: '2008-11-20', isPartner: false } })),
    ).toBe('OK');
  });
});

describe('units', () => {
  it('rounds sell units and buy units down to 6 decimals', () => {
    expect(sellUnits(100, '12.345678').toString()).toBe('12.345678');
    expect(sellUnits(50, '0.000001').toString()).toBe('0');
    // (1000 − 3.5) / (123.45 × 1) = 8.0720939…, rounded down
    expect(buyUnits({ amount: 1000, fee: '3.5', nav: '123.45', exchangeRate: 1 }).toString()).toBe(
      '8.072093',
    );
  });
});
