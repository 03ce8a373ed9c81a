import { Decimal } from '../money';
import type { TransactionType } from './types';

/**
 * What a corporate action did to a holding, stored with its CORPORATE_ACTION row: a split (or a
 * reverse split) gives `to` new shares for every `from` held and leaves the acquisition cost as it
 * was; a spin-off or a merger (a move) gives `to` shares of another instrument for every `from`
 * held and moves `costShare` of the acquisition cost with them (a merger: all of it, with the old
 * shares). A move is two rows, one on each instrument: `role` FROM on the old share, TO on the new
 * one, each naming the other (`counterpart`, an instrument id).
 */
export type CorporateActionDetail =
  | { action: 'SPLIT'; from: number; to: number }
  | {
      action: CorporateMoveAction;
      role: 'FROM' | 'TO';
      counterpart: number;
      from: number;
      to: number;
      costShare: string;
      /** The corporate event, the same on every account the move is booked on. */
      eventId?: number;
    };

/**
 * The corporate actions that move shares and cost from one instrument to another: a spin-off, a
 * merger, subscription rights received, and rights used to subscribe for new shares.
 */
export const CORPORATE_MOVE_ACTIONS = ['SPIN_OFF', 'MERGER', 'RIGHTS', 'SUBSCRIPTION'] as const;
export type CorporateMoveAction = (typeof CORPORATE_MOVE_ACTIONS)[number];

/**
 * What a transfer in cost, as the customer gave it, in the account currency (its row's price is
 * per share in the instrument's currency, which may be another).
 */
export type TransferInDetail = { acquisitionValue: string };

/** A transaction row's `detail`, by its type; null for the others. */
export type TransactionDetail = CorporateActionDetail | TransferInDetail;

/** Cash bookings that move no shares: their sign is the direction of the money. */
export const CASH_BOOKING_SIGN = {
  DEPOSIT: 1,
  WITHDRAWAL: -1,
  FEE: -1,
  YEARLY_TAX: -1,
  WITHHOLDING_TAX: -1,
  DIVIDEND: 1,
  /** Interest is paid to the customer or, on a debit balance, charged. */
  INTEREST: 0,
} as const satisfies Partial<Record<TransactionType, -1 | 0 | 1>>;

/** The types the ledger can reverse: cash bookings. A trade is corrected by a trade. */
export const REVERSIBLE_TYPES = Object.keys(CASH_BOOKING_SIGN) as (keyof typeof CASH_BOOKING_SIGN)[];

/**
 * How a transaction row changes its instrument's holding, in shares: buys and transfers in add
 * their quantity, sells take theirs away, a corporate action's quantity is the signed change it
 * made; dividends and withholding tax carry the entitled quantity but move no shares. The one rule
 * the positions, the account values and the ledger checks all read.
 */
export function holdingEffect(type: TransactionType, quantity: Decimal.Value | null): Decimal {
  const q = new Decimal(quantity ?? 0);
  switch (type) {
    case 'BUY':
    case 'TRANSFER_IN':
    case 'CORPORATE_ACTION':
      return q;
    case 'SELL':
      return q.negated();
    default:
      return new Decimal(0);
  }
}

/** The transaction types that add to a holding's cost, and the one that realises it. */
export const ACQUIRING_TYPES = ['BUY', 'TRANSFER_IN'] as const;
export const REALISING_TYPES = ['SELL'] as const;

/**
 * What a purchase cost as booked, fees included, in the account currency: a buy's cash out; a
 * transfer in moves no cash, so the acquisition value given at the transfer (rows from before it
 * was stored: price × quantity).
 */
export function bookedCost(row: {
  type: string;
  amount: Decimal.Value;
  quantity: Decimal.Value;
  price: Decimal.Value | null;
  detail?: unknown;
}): Decimal {
  if (row.type !== 'TRANSFER_IN') return new Decimal(row.amount).negated();
  const given = (row.detail as Partial<TransferInDetail> | null | undefined)?.acquisitionValue;
  if (given !== undefined) return new Decimal(given);
  return new Decimal(row.price ?? 0).times(row.quantity).toDecimalPlaces(2);
}
