import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  COUNTRY_FACTS,
  INSURANCE_ACCOUNT_TYPES,
  SIGNING_LINK_TTL_MS,
  beneficiaryProblems,
  isLang,
  localDayAt,
  normalizeBeneficiaries,
  type BeneficiaryClause,
  type CountryCode,
  type Lang,
  type NamedBeneficiary,
} from '@broker/domain';
import type { BeneficiaryDesignation } from '@broker/contract';
import type { Deps } from '../deps';
import type { Db } from '../db/database';
import { accounts, beneficiaryDesignations, customers } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { findOwnedAccount, type AccountRow } from '../accounts/queries';
import { INSURANCE_TEXTS } from './pdf-texts';
import { drawDesignationPdf, type PolicyFacts } from './pdfs';
import {
  SigningServiceUnavailable,
  cancelSigning,
  createSigning,
  sealedDocument,
  signingStatus,
} from './signing-service';

/**
 * Beneficiary designations of KF accounts and their signing (spec 001 §7.5 "Scrive links"). A
 * designation is drawn as a PDF, sent to the signing service, and takes effect when the service
 * says the policyholder signed it: the callback is only a signed hint, on which (as on the
 * customer's return) we ask the service for the document's status and sealed PDF ourselves, so
 * a forged, replayed or repeated callback cannot make anything effective twice or at all.
 */

export type DesignationRow = typeof beneficiaryDesignations.$inferSelect;

export const SIGNING_CALLBACK_PATH = '/api/hooks/signing';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const noDesignation = () => notFound('DESIGNATION_NOT_FOUND', 'No such beneficiary designation');

export function designationReply(row: DesignationRow, now: number): BeneficiaryDesignation {
  const status =
    row.status === 'PENDING_SIGNATURE' && row.expiresAt.getTime() <= now ? 'EXPIRED' : row.status;
  return {
    id: row.id,
    accid: row.accid,
    clause: row.clause as BeneficiaryClause,
    beneficiaries: row.beneficiaries as NamedBeneficiary[],
    status: status as BeneficiaryDesignation['status'],
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    signedAt: row.signedAt?.getTime() ?? null,
    signerName: row.signerName,
    documentSha256: row.pdfSha256,
    signUrl: status === 'PENDING_SIGNATURE' ? row.signUrl : null,
  };
}

/** The customer's KF account, 404 for anyone else's, 409 for one that is not an insurance. */
export async function insuranceAccount(db: Db, customerId: number, accid: number): Promise<AccountRow> {
  const account = await findOwnedAccount(db, customerId, accid);
  if (!account) throw notFound('ACCOUNT_NOT_FOUND', `Account ${accid} was not found`);
  if (!(INSURANCE_ACCOUNT_TYPES as readonly string[]).includes(account.type))
    throw new HttpError(409, 'NOT_AN_INSURANCE_ACCOUNT', 'The account is not an insurance account');
  return account;
}

export async function policyFacts(
  db: Db,
  account: AccountRow,
): Promise<PolicyFacts & { country: CountryCode }> {
  const [c] = await db.select().from(customers).where(eq(customers.id, account.customerId));
  const country = c!.country.trim() as CountryCode;
  return {
    lang: (isLang(c!.lang) ? c!.lang : COUNTRY_FACTS[country].lang) as Lang,
    policyNo: account.accno,
    holderName: `${c!.firstName} ${c!.lastName}`,
    nationalId: c!.nationalId,
    startDay: localDayAt(COUNTRY_FACTS[country].timeZone, account.createdAt.getTime()),
    currency: account.currency.trim(),
    country,
  };
}

export interface DesignationInput {
  accid: number;
  clause: BeneficiaryClause;
  beneficiaries: NamedBeneficiary[];
}

export async function createDesignation(
  deps: Deps,
  self: string | undefined,
  customerId: number,
  input: DesignationInput,
): Promise<BeneficiaryDesignation> {
  const account = await insuranceAccount(deps.db, customerId, input.accid);
  const now = deps.time.now();
  const facts = await policyFacts(deps.db, account);
  const problems = beneficiaryProblems(
    input.clause,
    input.beneficiaries,
    localDayAt(COUNTRY_FACTS[facts.country].timeZone, now),
  );
  if (problems.length > 0) {
    const sharesOnly = problems.every((p) => p.code === 'BENEFICIARY_SHARES_NOT_100');
    throw new HttpError(
      400,
      sharesOnly ? 'BENEFICIARY_SHARES_NOT_100' : 'BENEFICIARY_INVALID',
      sharesOnly ? 'The shares must add up to 100 %' : 'A beneficiary is not acceptable',
      problems,
    );
  }
  const beneficiaries = input.clause === 'NAMED' ? normalizeBeneficiaries(input.beneficiaries) : [];
  const pdf = await drawDesignationPdf(facts, { clause: input.clause, beneficiaries }, now);
  const expiresAt = now + SIGNING_LINK_TTL_MS;
  const site = deps.config.publicUrl;
  let signing;
  try {
    signing = await createSigning(deps, self, {
      title: `${INSURANCE_TEXTS[facts.lang].designationTitle} ${account.accno}`,
      lang: facts.lang,
      pdf,
      signerName: facts.holderName,
      signerNationalId: facts.nationalId,
      callbackUrl: `${site ?? self}${SIGNING_CALLBACK_PATH}`,
      // Without a public address, a path: the simulated service is on the same site.
      returnUrl: `${site ?? ''}/insurance/${account.accid}`,
      expiresAt,
    });
  } catch (e) {
    if (e instanceof SigningServiceUnavailable)
      throw new HttpError(
        502,
        'SIGNING_SERVICE_UNAVAILABLE',
        'The signing service cannot be reached; try again later',
      );
    throw e;
  }
  const { row, replaced } = await deps.db.transaction(async (tx) => {
    // One change of an account's designations at a time.
    await tx
      .select({ accid: accounts.accid })
      .from(accounts)
      .where(eq(accounts.accid, account.accid))
      .for('update');
    const replaced = await tx
      .update(beneficiaryDesignations)
      .set({ status: 'CANCELLED', endedAt: new Date(now) })
      .where(
        and(
          eq(beneficiaryDesignations.accid, account.accid),
          eq(beneficiaryDesignations.status, 'PENDING_SIGNATURE'),
        ),
      )
      .returning({ signingRef: beneficiaryDesignations.signingRef });
    const [row] = await tx
      .insert(beneficiaryDesignations)
      .values({
        customerId,
        accid: account.accid,
        clause: input.clause,
        beneficiaries,
        status: 'PENDING_SIGNATURE',
        pdf,
        pdfSha256: sha256Hex(pdf),
        signingRef: signing.documentId,
        signUrl: signing.signUrl,
        createdAt: new Date(now),
        expiresAt: new Date(expiresAt),
      })
      .returning();
    return { row: row!, replaced };
  });
  // The earlier link must not be signable any more; if the service cannot be told now, our side
  // still never takes that signature (the row is CANCELLED).
  for (const r of replaced)
    if (r.signingRef) await cancelSigning(deps, self, r.signingRef).catch(() => undefined);
  return designationReply(row, now);
}

async function ownDesignation(db: Db, customerId: number, id: number): Promise<DesignationRow> {
  const [row] = await db
    .select()
    .from(beneficiaryDesignations)
    .where(and(eq(beneficiaryDesignations.id, id), eq(beneficiaryDesignations.customerId, customerId)));
  if (!row) throw noDesignation();
  return row;
}

async function endPending(db: Db, row: DesignationRow, status: 'CANCELLED' | 'EXPIRED', now: number) {
  const [changed] = await db
    .update(beneficiaryDesignations)
    .set({ status, endedAt: new Date(now) })
    .where(
      and(eq(beneficiaryDesignations.id, row.id), eq(beneficiaryDesignations.status, 'PENDING_SIGNATURE')),
    )
    .returning();
  return changed;
}

/**
 * Brings a waiting designation up to date with the signing service: signed there (by the
 * policyholder, before the deadline, the sealed PDF the one the service vouches for) makes it SIGNED
 * and the one in force SUPERSEDED, in one transaction; declined or cancelled there, CANCELLED; past
 * its deadline, EXPIRED. Anything else, or a service that cannot be reached, leaves it waiting.
 * Answers the row as it is afterwards.
 */
export async function syncDesignation(
  deps: Deps,
  self: string | undefined,
  row: DesignationRow,
): Promise<DesignationRow> {
  if (row.status !== 'PENDING_SIGNATURE' || !row.signingRef) return row;
  const now = deps.time.now();
  let status;
  try {
    status = await signingStatus(deps, self, row.signingRef);
  } catch (e) {
    if (!(e instanceof SigningServiceUnavailable)) throw e;
    if (row.expiresAt.getTime() <= now) return (await endPending(deps.db, row, 'EXPIRED', now)) ?? row;
    return row;
  }
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, row.customerId));
  const plain = (id: string | null) => (id ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const signedInTime = status.signedAt !== null && status.signedAt <= row.expiresAt.getTime();
  if (
    status.status === 'SIGNED' &&
    signedInTime &&
    plain(status.signer.nationalId) === plain(customer!.nationalId)
  ) {
    let sealed: Buffer;
    try {
      sealed = await sealedDocument(deps, self, row.signingRef);
    } catch (e) {
      if (e instanceof SigningServiceUnavailable) return row;
      throw e;
    }
    if (status.sealedSha256 !== sha256Hex(sealed)) return row;
    const signed = await deps.db.transaction(async (tx) => {
      await tx
        .select({ accid: accounts.accid })
        .from(accounts)
        .where(eq(accounts.accid, row.accid))
        .for('update');
      const [still] = await tx
        .select({ status: beneficiaryDesignations.status })
        .from(beneficiaryDesignations)
        .where(eq(beneficiaryDesignations.id, row.id));
      if (still?.status !== 'PENDING_SIGNATURE') return undefined;
      await tx
        .update(beneficiaryDesignations)
        .set({ status: 'SUPERSEDED', endedAt: new Date(status.signedAt!) })
        .where(
          and(eq(beneficiaryDesignations.accid, row.accid), eq(beneficiaryDesignations.status, 'SIGNED')),
        );
      const [done] = await tx
        .update(beneficiaryDesignations)
        .set({
          status: 'SIGNED',
          signedAt: new Date(status.signedAt!),
          signerName: status.signer.name,
          signedPdf: sealed,
          signedPdfSha256: sha256Hex(sealed),
        })
        .where(eq(beneficiaryDesignations.id, row.id))
        .returning();
      return done;
    });
    return signed ?? (await ownDesignation(deps.db, row.customerId, row.id));
  }
  if (status.status === 'REJECTED' || status.status === 'CANCELLED')
    return (await endPending(deps.db, row, 'CANCELLED', now)) ?? row;
  if (
    status.status === 'EXPIRED' ||
    row.expiresAt.getTime() <= now ||
    (status.status === 'SIGNED' && !signedInTime)
  )
    return (await endPending(deps.db, row, 'EXPIRED', now)) ?? row;
  return row;
}

export async function getDesignation(
  deps: Deps,
  self: string | undefined,
  customerId: number,
  id: number,
): Promise<BeneficiaryDesignation> {
  const row = await syncDesignation(deps, self, await ownDesignation(deps.db, customerId, id));
  return designationReply(row, deps.time.now());
}

export async function cancelDesignation(
  deps: Deps,
  self: string | undefined,
  customerId: number,
  id: number,
): Promise<BeneficiaryDesignation> {
  // Signed at the service meanwhile? Then it is signed, not cancellable.
  const row = await syncDesignation(deps, self, await ownDesignation(deps.db, customerId, id));
  const now = deps.time.now();
  if (designationReply(row, now).status !== 'PENDING_SIGNATURE')
    throw new HttpError(409, 'DESIGNATION_NOT_PENDING', 'The designation is not waiting for a signature');
  const ended = await endPending(deps.db, row, 'CANCELLED', now);
  if (!ended)
    throw new HttpError(409, 'DESIGNATION_NOT_PENDING', 'The designation is not waiting for a signature');
  if (row.signingRef) await cancelSigning(deps, self, row.signingRef).catch(() => undefined);
  return designationReply(ended, now);
}

export async function accountDesignations(
  deps: Deps,
  self: string | undefined,
  customerId: number,
  accid: number,
) {
  const account = await insuranceAccount(deps.db, customerId, accid);
  const list = async () =>
    deps.db
      .select()
      .from(beneficiaryDesignations)
      .where(eq(beneficiaryDesignations.accid, account.accid))
      .orderBy(desc(beneficiaryDesignations.id));
  let rows = await list();
  const pending = rows.find((r) => r.status === 'PENDING_SIGNATURE');
  if (pending && (await syncDesignation(deps, self, pending)).status !== pending.status) rows = await list();
  const now = deps.time.now();
  const inForce = rows.find((r) => r.status === 'SIGNED');
  return {
    accid: account.accid,
    inForce: inForce ? designationReply(inForce, now) : null,
    designations: rows.map((r) => designationReply(r, now)),
  };
}

/** A designation by the signing service's document id (the callback's). */
export async function designationBySigningRef(db: Db, ref: string): Promise<DesignationRow | undefined> {
  const [row] = await db
    .select()
    .from(beneficiaryDesignations)
    .where(eq(beneficiaryDesignations.signingRef, ref));
  return row;
}
