import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Tx } from '../db/database';
import { affiliateCodes, affiliateReferrals, signupApplications, signupReferrals } from '../db/schema';

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

/**
 * Keeps a sign-up's referral code on the prospect's open application: a code some customer has;
 * the first kept stays (a later link does not take the referral from the first).
 */
export async function keepSignupReferral(
  deps: Deps,
  prospectId: number,
  code: string,
): Promise<{ kept: boolean }> {
  const normalized = code.trim().toUpperCase();
  if (!REFERRAL_CODE.test(normalized)) return { kept: false };
  const [application] = await deps.db
    .select({ id: signupApplications.id, status: signupApplications.status })
    .from(signupApplications)
    .where(eq(signupApplications.prospectId, prospectId));
  if (!application || application.status !== 'OPEN') return { kept: false };
  const [owner] = await deps.db.select().from(affiliateCodes).where(eq(affiliateCodes.code, normalized));
  if (!owner) return { kept: false };
  await deps.db
    .insert(signupReferrals)
    .values({ applicationId: application.id, code: normalized, createdAt: new Date(deps.time.now()) })
    .onConflictDoNothing();
  const [kept] = await deps.db
    .select()
    .from(signupReferrals)
    .where(eq(signupReferrals.applicationId, application.id));
  return { kept: kept?.code === normalized };
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
