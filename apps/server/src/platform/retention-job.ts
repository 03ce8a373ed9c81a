import { lt, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import {
  eidBankidOrders,
  eidSignicatLogins,
  passkeyChallenges,
  sessions,
  simBankidOrders,
  simIdpCodes,
  staffSessions,
} from '../db/schema';
import { nextDailyAt, scheduleDaily, type JobHandlers } from './schedule';

/**
 * The nightly removal of what has served its purpose (kind `platform.retention`, ref `daily`),
 * on the durable schedule like the other daily jobs: scheduled at start and by each run for the
 * next night, one transaction a run. Without it every login, passkey ceremony and eID start left a
 * row for ever, which neither the customer nor the broker has any use for.
 *
 * - Sessions (customers', prospects', staff's): 90 days after they expired or were ended, long
 *   enough to answer a customer's or an investigator's question about a login.
 * - Passkey challenges and eID login starts (ours, and the simulated parties'): a day after they
 *   were made; they live minutes.
 *
 * Money, orders, notifications, documents and decisions are records and are never removed here.
 */
export const RETENTION_KIND = 'platform.retention';
/** At night, after the nightly batch and before anyone's morning. */
const RETENTION_TIME = '03:30';
const RETENTION_ZONE = 'Europe/Stockholm';
const DAY_MS = 86_400_000;
export const SESSION_KEEP_DAYS = 90;
export const CEREMONY_KEEP_DAYS = 1;

/** The first retention time strictly after `now`. */
export const nextRetentionAt = (now: number): Date => nextDailyAt(now, RETENTION_TIME, RETENTION_ZONE);

/** Makes sure the next night's job exists (nothing when it does). */
export async function scheduleRetention(db: Db | Tx, now: number): Promise<void> {
  await scheduleDaily(db, { kind: RETENTION_KIND, time: RETENTION_TIME, zone: RETENTION_ZONE }, now);
}

/** Removes what is past keeping at `now`; answers how many rows per table. */
export async function removeExpired(tx: Tx | Db, now: number): Promise<Record<string, number>> {
  const sessionsBefore = new Date(now - SESSION_KEEP_DAYS * DAY_MS);
  const ceremoniesBefore = new Date(now - CEREMONY_KEEP_DAYS * DAY_MS);
  const ended = (t: typeof sessions | typeof staffSessions): SQL =>
    or(lt(t.expiresAt, sessionsBefore), lt(t.revokedAt, sessionsBefore))!;
  const removed: Record<string, number> = {};
  const remove = async (name: string, run: () => Promise<unknown[]>) => {
    removed[name] = (await run()).length;
  };
  await remove('sessions', () => tx.delete(sessions).where(ended(sessions)).returning({ id: sessions.id }));
  await remove('staff_sessions', () =>
    tx.delete(staffSessions).where(ended(staffSessions)).returning({ id: staffSessions.id }),
  );
  await remove('passkey_challenges', () =>
    tx
      .delete(passkeyChallenges)
      .where(lt(passkeyChallenges.expiresAt, ceremoniesBefore))
      .returning({ id: passkeyChallenges.id }),
  );
  await remove('eid_bankid_orders', () =>
    tx
      .delete(eidBankidOrders)
      .where(lt(eidBankidOrders.createdAt, ceremoniesBefore))
      .returning({ id: eidBankidOrders.orderRef }),
  );
  await remove('eid_signicat_logins', () =>
    tx
      .delete(eidSignicatLogins)
      .where(lt(eidSignicatLogins.createdAt, ceremoniesBefore))
      .returning({ id: eidSignicatLogins.state }),
  );
  await remove('sim_bankid_orders', () =>
    tx
      .delete(simBankidOrders)
      .where(lt(simBankidOrders.createdAt, ceremoniesBefore))
      .returning({ id: simBankidOrders.orderRef }),
  );
  await remove('sim_idp_codes', () =>
    tx
      .delete(simIdpCodes)
      .where(lt(simIdpCodes.expiresAt, ceremoniesBefore))
      .returning({ id: simIdpCodes.codeHash }),
  );
  return removed;
}

export function retentionJobHandlers(): JobHandlers {
  return {
    [RETENTION_KIND]: async (tx, _job, now) => {
      await removeExpired(tx, now);
      await scheduleRetention(tx, now);
    },
  };
}
