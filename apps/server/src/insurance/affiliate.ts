import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { affiliateCodes, affiliateReferrals, signupReferrals } from '../db/schema';

/**
 * Affiliate (spec 001 §7.5): a referral code per customer, made on first ask (eight letters and
 * digits without look-alikes), a sign-up link that carries it (`/signup?ref=<code>`), and who became
 * a customer with it: the sign-up keeps the code on its application (signup_referrals) and the
 * completion records the referral in the transaction that makes the customer.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE = /^[A-HJ-NP-Z2-9]{8}$/;

function newCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export async function affiliateOf(deps: Deps, customerId: number) {
  let [row] = await deps.db.select().from(affiliateCodes).where(eq(affiliateCodes.customerId, customerId));
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    [row] = await deps.db
      .insert(affiliateCodes)
      .values({ customerId, code: newCode(), createdAt: new Date(deps.time.now()) })
      .onConflictDoNothing()
      .returning();
    // Another request made it first (same customer), or the code was taken: read or try again.
    row ??= (await deps.db.select().from(affiliateCodes).where(eq(affiliateCodes.customerId, customerId)))[0];
  }
  const [{ n } = { n: 0 }] = await deps.db
    .select({ n: count() })
    .from(affiliateReferrals)
    .where(eq(affiliateReferrals.referrerCustomerId, customerId));
  return {
    code: row!.code,
    link: `${deps.config.publicUrl ?? ''}/signup?ref=${row!.code}`,
    referredCustomers: Number(n),
  };
}

/** Keeps a sign-up's referral code (a well-formed one; the first kept stays). */
export async function keepSignupReferral(
  tx: Tx,
  applicationId: number,
  code: string,
  now: number,
): Promise<void> {
  const normalized = code.trim().toUpperCase();
  if (!REFERRAL_CODE.test(normalized)) return;
  await tx
    .insert(signupReferrals)
    .values({ applicationId, code: normalized, createdAt: new Date(now) })
    .onConflictDoNothing();
}

/**
 * Records who referred a new customer, in the completion's transaction: the application's code,
 * if it names a customer other than the new one.
 */
export async function recordReferral(
  tx: Tx,
  applicationId: number,
  customerId: number,
  now: number,
): Promise<void> {
  const [kept] = await tx
    .select()
    .from(signupReferrals)
    .where(eq(signupReferrals.applicationId, applicationId));
  if (!kept) return;
  const [owner] = await tx.select().from(affiliateCodes).where(eq(affiliateCodes.code, kept.code));
  if (!owner || owner.customerId === customerId) return;
  await tx
    .insert(affiliateReferrals)
    .values({
      referredCustomerId: customerId,
      referrerCustomerId: owner.customerId,
      code: kept.code,
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
}
