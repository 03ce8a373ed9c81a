import type { AllocationRequestStatus, FundOrderState } from './catalogue';

/**
 * The life of an allocation request (spec 000 §4 statuses). A private-banking or advised customer
 * sends a request instead of an order; the bank's processing run turns it into a fund order:
 *
 *   IN_PROGRESS ──approve──▶ ORDER_APPROVED ──order executes──▶ ORDER_EXECUTED
 *        │ refuse                 │  │ order rejected ──▶ ORDER_REJECTED
 *        ▼                        │  └ order cancelled ──▶ CANCELLED
 *   REQUEST_REJECTED              │ customer cancels
 *        IN_PROGRESS ─cancel─▶ CANCELLED       ▼
 *                                     CANCEL_IN_PROGRESS ──order still cancellable──▶ CANCELLED
 *                                              └──too late: back to the order's fate──▶ ORDER_APPROVED / ORDER_EXECUTED / ORDER_REJECTED
 */
export const ALLOCATION_TRANSITIONS: Record<AllocationRequestStatus, readonly AllocationRequestStatus[]> = {
  IN_PROGRESS: ['ORDER_APPROVED', 'REQUEST_REJECTED', 'CANCELLED'],
  ORDER_APPROVED: ['CANCEL_IN_PROGRESS', 'ORDER_EXECUTED', 'ORDER_REJECTED', 'CANCELLED'],
  CANCEL_IN_PROGRESS: ['CANCELLED', 'ORDER_APPROVED', 'ORDER_EXECUTED', 'ORDER_REJECTED'],
  REQUEST_REJECTED: [],
  CANCELLED: [],
  ORDER_REJECTED: [],
  ORDER_EXECUTED: [],
};

export function canTransition(from: AllocationRequestStatus, to: AllocationRequestStatus): boolean {
  return ALLOCATION_TRANSITIONS[from].includes(to);
}

/** Statuses from which the customer may cancel a request. */
export const CANCELLABLE_ALLOCATION_STATUSES: readonly AllocationRequestStatus[] = [
  'IN_PROGRESS',
  'ORDER_APPROVED',
];

/** Statuses of a request that still counts for the same-day rules (SOLD_ALREADY / BOUGHT_ALREADY). */
export const LIVE_ALLOCATION_STATUSES: readonly AllocationRequestStatus[] = [
  'IN_PROGRESS',
  'ORDER_APPROVED',
  'CANCEL_IN_PROGRESS',
  'ORDER_EXECUTED',
];

/**
 * The status an approved request takes from its fund order's state; undefined while the order
 * waits (PLACED), so the request keeps its status.
 */
export function allocationStatusOfOrder(state: FundOrderState): AllocationRequestStatus | undefined {
  switch (state) {
    case 'EXECUTED':
    case 'SETTLED':
      return 'ORDER_EXECUTED';
    case 'REJECTED':
      return 'ORDER_REJECTED';
    case 'CANCELLED':
      return 'CANCELLED';
    default:
      return undefined;
  }
}
