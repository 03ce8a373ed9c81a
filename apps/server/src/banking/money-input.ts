import { eq } from 'drizzle-orm';
import { Decimal } from '@broker/domain';
import type { Db } from '../db/database';
import { accounts } from '../db/schema';
import { HttpError } from '../http/api-error';
import { ownedAccounts } from '../accounts/owned-accounts';

/**
 * What every money-movement request (deposit, withdrawal, limit) checks of its input first, the
 * same way: the amount and the account.
 */

/** An amount with öre/cents at most, or a 422 naming the field. */
export function moneyAmount(amount: number, field = 'amount'): Decimal {
  const d = new Decimal(String(amount));
  if (d.decimalPlaces() > 2) {
    throw new HttpError(422, 'AMOUNT_PRECISION', 'At most two decimals', [
      { code: 'AMOUNT_PRECISION', field },
    ]);
  }
  return d;
}

/** One of the customer's own accounts kept by us that money may move on, or 404 / 422 ACCOUNT_BLOCKED. */
export async function movableAccount(db: Db, customerId: number, accid: number) {
  await ownedAccounts(db, customerId, [accid]);
  const [account] = await db.select().from(accounts).where(eq(accounts.accid, accid));
  if (account!.isBlocked) throw new HttpError(422, 'ACCOUNT_BLOCKED', `Account ${account!.accno} is blocked`);
  return account!;
}
