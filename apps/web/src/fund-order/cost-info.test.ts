import { describe, expect, it } from 'vitest';
import { exAnteCosts } from './cost-info';

describe('ex-ante costs', () => {
  it('service costs are the buy and sell fees on the amount; product and third-party 0 without data', () => {
    const costs = exAnteCosts({ amount: 10000, buyFeePercent: 0.25, sellFeePercent: 0.1 });
    expect(costs.serviceCosts.amount.toString()).toBe('35');
    expect(costs.serviceCosts.percent.toString()).toBe('0.35');
    expect(costs.productCosts.amount.toString()).toBe('0');
    expect(costs.thirdPartyPayments.amount.toString()).toBe('0');
    expect(costs.total.amount.toString()).toBe('35');
  });

  it('adds an ongoing charge as product costs', () => {
    const costs = exAnteCosts({
      amount: 999.99,
      buyFeePercent: undefined,
      sellFeePercent: 0,
      ongoingChargePercent: 1.5,
    });
    expect(costs.productCosts.amount.toString()).toBe('15');
    expect(costs.total.percent.toString()).toBe('1.5');
  });
});
