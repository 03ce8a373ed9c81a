import type { AccountInfoSchema, PositionSchema } from '@broker/contract';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { notFound } from '../http/api-error';
import { TtlCache } from '../platform/ttl-cache';
import { type AccountRow, findOwnedAccount } from './queries';
import { infoReply, positionReply } from './replies';
import { summarizeAccount, valuePositions } from './valuation';

type InfoReply = z.infer<typeof AccountInfoSchema>;
type PositionReply = z.infer<typeof PositionSchema>;

/**
 * Account reads for display, cached for a moment as finished replies: an account page is read far
 * more often than an account changes, and the client throttles these reads to one per 7 s anyway.
 * Writes that change an account call `invalidate`; other processes see the change when the entry
 * expires. Nothing that decides about money reads from here: order checks read the database inside
 * their own transaction.
 */
export function createAccountReads(db: Db, ttlMs: number) {
  const owned = new TtlCache<string, AccountRow | undefined>(ttlMs);
  const infos = new TtlCache<number, InfoReply>(ttlMs);
  const positions = new TtlCache<number, PositionReply[]>(ttlMs);

  return {
    /** The account if it belongs to the customer; otherwise 404, exactly like a missing account. */
    async ownedAccount(customerId: number, accid: number): Promise<AccountRow> {
      const row = await owned.getOrLoad(`${customerId}:${accid}`, () =>
        findOwnedAccount(db, customerId, accid),
      );
      if (!row) throw notFound('ACCOUNT_NOT_FOUND', `Account ${accid} was not found`);
      return row;
    },
    info(account: AccountRow): Promise<InfoReply> {
      return infos.getOrLoad(account.accid, async () =>
        infoReply(account, await summarizeAccount(db, account)),
      );
    },
    positions(account: AccountRow): Promise<PositionReply[]> {
      return positions.getOrLoad(account.accid, async () =>
        (await valuePositions(db, account)).map((p) => positionReply(account, p)),
      );
    },
    invalidate(accid: number): void {
      infos.delete(accid);
      positions.delete(accid);
    },
  };
}

export type AccountReads = ReturnType<typeof createAccountReads>;
