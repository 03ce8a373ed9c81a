import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  cddAnswerSheet,
  cddRisk,
  kycDueDate,
  productAccountFor,
  type CddRisk,
  type CddRiskLevel,
  type SignupAccountType,
} from '@broker/domain';
import type { SignupSaved } from '@broker/contract';
import type { Tx } from '../db/database';
import { accounts, customers, kycAnswers, prospects, signupApplications, users } from '../db/schema';
import type { ProspectSession } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import { dayOf, type ApplicationRow } from './application';
import { recordReferral } from '../insurance/affiliate';
import { accountNumber, reserveNumbers } from './numbering';
import { recordMarketingConsent } from '../customer/marketing-consent';
import { notify } from '../notifications/notify';

/**
 * The user of a signed-up customer logs in with their eID only: the username is a fixed form of
 * the customer number nobody types, and the password hash is of 32 random bytes that are thrown
 * away, so the password login cannot succeed for them (docs/decisions.md "Sign-up (issue 16)").
 */
export async function eidOnlyPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/** The risk of a complete CDD sheet, or null while pages are missing. */
export function riskOfSaved(country: ProspectSession['country'], saved: SignupSaved): CddRisk | null {
  const result = cddAnswerSheet(country, saved.KYC?.answers ?? []);
  return 'sheet' in result ? cddRisk(country, result.sheet) : null;
}

/**
 * Where the first kyc_answers row comes from: the wizard (SIGNUP, the risk as computed), or a
 * person's review of a high-risk application (REVIEW, crm/onboarding-review.ts): the level the
 * reviewer accepted, which replaces HIGH so buying is not blocked, and the due day of the computed
 * risk, so an enhanced-due-diligence customer answers again as soon as any high-risk one.
 */
export type FirstKycRow = { source: 'SIGNUP' } | { source: 'REVIEW'; acceptedLevel: CddRiskLevel };

/**
 * Makes the customer of a finished application, inside the caller's transaction (which holds the
 * application's row lock): the customer, their user, the chosen accounts, the first kyc_answers row,
 * the prospect's customer id and the application DONE. Anything that fails rolls all of it back.
 */
export async function createCustomer(
  tx: Tx,
  prospect: ProspectSession,
  application: ApplicationRow,
  saved: SignupSaved,
  passwordHash: string,
  nowMs: number,
  kyc: FirstKycRow = { source: 'SIGNUP' },
): Promise<{ customerId: number; userId: number; accids: number[] }> {
  const name = saved.NAME_DETAILS;
  const contact = saved.CONTACT_DETAILS;
  const address = saved.ADDRESS_DETAILS;
  const picked = saved.ACCOUNT_PICKER?.accountTypes ?? [];
  if (!name || !contact || !address || picked.length === 0)
    throw new Error('an application at its last step lacks a step');
  const sheet = cddAnswerSheet(prospect.country, saved.KYC?.answers ?? []);
  if (!('sheet' in sheet)) throw new Error('an application at its last step has no complete CDD answers');
  const risk = cddRisk(prospect.country, sheet.sheet);
  const now = new Date(nowMs);
  const today = dayOf(prospect, nowMs);

  const numbers = await reserveNumbers(tx);

  const [customer] = await tx
    .insert(customers)
    .values({
      customerNo: numbers.customerNo,
      // The name the person goes by (chosen among the eID's first names) and the eID's last name.
      firstName: name.givenName,
      lastName: prospect.lastName,
      country: prospect.country,
      segment: 'RETAIL',
      tier: null,
      birthDate: prospect.birthDate,
      nationalId: prospect.nationalId,
      street: address.street,
      postalCode: address.postalCode,
      city: address.town,
      personType: 'NAT',
      lang: contact.preferredLang,
      createdAt: now,
    })
    .returning({ id: customers.id });
  if (!customer) throw new Error('customer insert returned nothing');

  const [user] = await tx
    .insert(users)
    .values({ customerId: customer.id, username: `eid-${numbers.customerNo}`, passwordHash, createdAt: now })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');

  const aliases = new Map<SignupAccountType, string>(
    (saved.ACCOUNT_ALIAS?.aliases ?? []).map((a) => [a.accountType, a.alias]),
  );
  const accids: number[] = [];
  for (const [i, type] of picked.entries()) {
    const product = productAccountFor(prospect.country, type);
    const accid = numbers.accid + i;
    await tx.insert(accounts).values({
      accid,
      customerId: customer.id,
      accno: accountNumber(numbers, i),
      alias: aliases.get(type) ?? product.alias,
      type: product.type,
      currency: product.currency,
      accountCode: product.accountCode,
      atyid: product.atyid,
      isDefault: i === 0,
      createdAt: now,
    });
    accids.push(accid);
    // Told in the same transaction: an approved onboarding case's applicant learns it this way.
    await notify(
      tx,
      customer.id,
      'ACCOUNT_OPENED',
      { accid, accno: accountNumber(numbers, i), alias: aliases.get(type) ?? product.alias },
      nowMs,
    );
  }

  await tx.insert(kycAnswers).values({
    customerId: customer.id,
    answers: sheet.sheet,
    riskLevel: kyc.source === 'REVIEW' ? kyc.acceptedLevel : risk.level,
    riskScore: risk.score,
    riskReasons: risk.reasons,
    answeredAt: now,
    dueOn: kycDueDate(today, risk.level),
    source: kyc.source,
  });
  await tx.update(prospects).set({ customerId: customer.id }).where(eq(prospects.id, prospect.prospectId));
  await tx
    .update(signupApplications)
    .set({
      status: 'DONE',
      currentStep: null,
      customerId: customer.id,
      steps: saved,
      updatedAt: now,
      completedAt: now,
    })
    .where(eq(signupApplications.id, application.id));
  // The marketing consent of the last step starts the customer's consent record.
  if (saved.MARKETING_CONSENT) {
    await recordMarketingConsent(tx, customer.id, saved.MARKETING_CONSENT, 'SIGNUP', nowMs);
  }
  // Affiliate (spec 001 §7.5): who referred them, if the sign-up came with a code.
  await recordReferral(tx, application.id, customer.id, nowMs);
  return { customerId: customer.id, userId: user.id, accids };
}
