import { describe, expect, it } from 'vitest';
import { staleKeys } from './PrivateEvents';

describe('staleKeys', () => {
  it('marks a share order event’s lists and account as stale', () => {
    expect(staleKeys({ order_type: 'EXCHANGE_TRADING', order: { accid: 10001, order_id: 5 } })).toEqual([
      ['shareOrders', 10001],
      ['shareTrades', 10001],
      ['accounts', 10001],
    ]);
    expect(staleKeys({ order_type: 'EXCHANGE_TRADING', trade: { accid: 10002 } })).toContainEqual([
      'accounts',
      10002,
    ]);
  });

  it('marks the fund orders and the account for a fund order event, and nothing for an unknown one', () => {
    expect(staleKeys({ order_type: 'FUND', order: { accid: 7 } })).toEqual([['fundOrders'], ['accounts', 7]]);
    expect(staleKeys({ something: 'else' })).toEqual([]);
  });

  it('makes a dividend paid stale its account, the transactions and the holdings', () => {
    expect(staleKeys({ accid: 10001, transaction_id: 99, type: 'DIVIDEND', amount: 12.5 })).toEqual([
      ['accounts', 10001],
      ['transactions'],
      ['holdings'],
    ]);
  });

  it('makes a deposit stale the money pages too, credited or cancelled', () => {
    expect(staleKeys({ accid: 10001, deposit_id: 4, status: 'CREDITED', transaction_id: 99 })).toEqual([
      ['accounts', 10001],
      ['transactions'],
      ['holdings'],
      ['banking'],
    ]);
    expect(staleKeys({ accid: 10001, deposit_id: 5, status: 'CANCELLED' })).toEqual([
      ['accounts', 10001],
      ['banking'],
    ]);
  });

  it('makes a savings goal’s milestone stale the savings goals', () => {
    expect(staleKeys({ goal_id: 3, name: 'Sommarhus', milestones: [50], reached_at: 1 })).toEqual([
      ['savingsGoals'],
    ]);
  });

  it('makes a savings plan notice stale the plans and the account', () => {
    expect(staleKeys({ kind: 'SAVINGS_PLAN', plan_id: 3, accid: 10001, status: 'SKIPPED_NO_CASH' })).toEqual([
      ['savingsPlans'],
      ['accounts', 10001],
    ]);
  });

  it('makes a change of the customer’s notifications stale the bell, its panel and the page', () => {
    expect(staleKeys({ unread: 3, version: 17 })).toEqual([['notifications']]);
  });
});
