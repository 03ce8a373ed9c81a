import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PrivateEvent } from '@broker/client';
import { useServices } from '../services/services-context';
import { useSession } from '../session/session-context';

/**
 * The customer's private feed (spec 001 §4): each order, trade or booking event marks the reads it
 * changes as stale, so the orders popup, the order lists, the account figures, the transactions
 * and the holdings follow fills, expiries, dividends paid and changes made on another screen
 * without polling. One connection per logged-in session.
 */
export function PrivateEvents() {
  const { createPrivateFeed } = useServices();
  const { status } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'loggedIn' || !createPrivateFeed) return;
    const feed = createPrivateFeed();
    const refresh = (event: PrivateEvent) => {
      for (const key of staleKeys(event)) void queryClient.invalidateQueries({ queryKey: key });
    };
    const offOrder = feed.onOrder(refresh);
    const offTrade = feed.onTrade(refresh);
    const offTransaction = feed.onTransaction(refresh);
    const offSavingsGoal = feed.onSavingsGoal(refresh);
    const offNotification = feed.onNotification?.(refresh);
    return () => {
      offOrder();
      offTrade();
      offTransaction();
      offSavingsGoal();
      offNotification?.();
      feed.close();
    };
  }, [status, createPrivateFeed, queryClient]);

  return null;
}

/** The query keys an event makes stale: its area's lists and its account's figures. */
export function staleKeys(event: PrivateEvent): (readonly unknown[])[] {
  const item = (event.order ?? event.trade ?? event) as { accid?: unknown } | undefined;
  const accid = typeof item?.accid === 'number' ? item.accid : undefined;
  const account = accid === undefined ? [] : [['accounts', accid]];
  // The customer's notifications changed (notifications/publisher.ts): the bell, its panel and the page.
  if (typeof event.version === 'number' && typeof event.unread === 'number') return [['notifications']];
  // A savings goal passed a milestone: its page shows when.
  if (typeof event.goal_id === 'number') return [['savingsGoals']];
  // A savings plan's month bought, waiting for cash or skipped: the plans (and the account's figures).
  if (event.kind === 'SAVINGS_PLAN') return [['savingsPlans'], ...account];
  // Money in or out: the deposits, withdrawals and bank accounts (a deposit verifies the account
  // it came from) too, whether or not it booked anything yet.
  const banking = 'deposit_id' in event || 'withdrawal_id' in event ? [['banking']] : [];
  // A booking no order caused (a dividend paid, a deposit): the account, its transactions and its holdings.
  if (event.order_type === undefined && typeof event.transaction_id === 'number') {
    return [...account, ['transactions'], ['holdings'], ...banking];
  }
  if (banking.length) return [...account, ...banking];
  if (event.order_type === 'FUND') return [['fundOrders'], ...account];
  if (event.order_type === 'EXCHANGE_TRADING') {
    return accid === undefined
      ? [['shareOrders'], ['shareTrades']]
      : [['shareOrders', accid], ['shareTrades', accid], ...account];
  }
  return [];
}
