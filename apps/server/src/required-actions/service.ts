import { and, desc, eq } from 'drizzle-orm';
import {
  COUNTRY_FACTS,
  CURRENT_TERMS,
  cddAnswerSheet,
  cddPages,
  cddRisk,
  isValidLei,
  kycDueDate,
  leiDueDate,
  localDayAt,
  normalizeLei,
  requiredActions,
  type CountryCode,
  type Lang,
  type PersonType,
  type RequiredAction,
} from '@broker/domain';
import type {
  CallBody,
  CallReply,
  getKycQuestionnaire,
  getKycResult,
  listConsents,
  provideLei,
  submitKycAnswers,
} from '@broker/contract';
import type { Db, Tx } from '../db/database';
import { customerConsents, customerLeis, customers, kycAnswers } from '../db/schema';
import { HttpError, notFound } from '../http/api-error';
import { latestKycRow } from './kyc-standing';
import { openCrmTask } from '../crm/tasks';

/**
 * Required actions (issue 16; spec 001 §7.18): listed from the customer's state on the day asked
 * (domain requiredActions), the CDD questionnaire served in the customer's language, its answers
 * checked by the domain and kept as a new kyc_answers row (the latest is in force, so answering
 * again is what lifts the buy block), the LEI of a legal person and the consent to the terms.
 */

type KycResult = CallReply<typeof getKycResult>;
type Consent = CallReply<typeof listConsents>[number];

interface CustomerDay {
  country: CountryCode;
  lang: Lang;
  personType: string;
  /** The customer's calendar day now. */
  today: string;
}

async function customerDay(db: Db | Tx, customerId: number, now: number): Promise<CustomerDay> {
  const [c] = await db
    .select({ country: customers.country, lang: customers.lang, personType: customers.personType })
    .from(customers)
    .where(eq(customers.id, customerId));
  const country = c!.country.trim() as CountryCode;
  return {
    country,
    lang: c!.lang as Lang,
    personType: c!.personType,
    today: localDayAt(COUNTRY_FACTS[country].timeZone, now),
  };
}

async function latestLei(db: Db | Tx, customerId: number) {
  const [row] = await db
    .select()
    .from(customerLeis)
    .where(eq(customerLeis.customerId, customerId))
    .orderBy(desc(customerLeis.givenAt), desc(customerLeis.id))
    .limit(1);
  return row;
}

async function latestTerms(db: Db | Tx, customerId: number) {
  const [row] = await db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.customerId, customerId), eq(customerConsents.kind, 'TERMS')))
    .orderBy(desc(customerConsents.acceptedAt), desc(customerConsents.id))
    .limit(1);
  return row;
}

/** The customer's actions now, DONE ones included (domain requiredActions). */
export async function customerActions(
  db: Db | Tx,
  customerId: number,
  now: number,
): Promise<RequiredAction[]> {
  const day = await customerDay(db, customerId, now);
  const [kyc, lei, terms] = [
    await latestKycRow(db, customerId),
    await latestLei(db, customerId),
    await latestTerms(db, customerId),
  ];
  return requiredActions(
    {
      personType: day.personType,
      kyc: kyc ? { riskLevel: kyc.riskLevel, dueOn: kyc.dueOn } : null,
      lei: lei ? { givenOn: lei.givenOn } : null,
      termsVersion: terms?.version ?? null,
    },
    day.today,
  );
}

export const actionV2 = (a: RequiredAction) => ({
  type: a.type,
  status: a.status,
  due_on: a.dueOn,
  overdue: a.overdue,
  blocks_buying: a.blocksBuying,
  blocks_exchange_trading: a.blocksExchangeTrading,
  link: a.link,
});

/** The CDD questionnaire's pages with every text in the customer's language. */
export async function kycQuestionnaire(
  db: Db,
  customerId: number,
  now: number,
): Promise<CallReply<typeof getKycQuestionnaire>> {
  const { country, lang, personType } = await customerDay(db, customerId, now);
  return {
    id: 'CDD',
    lang,
    // A company (JUR) is asked the same questions about itself (domain cddPages).
    pages: cddPages(country, personType as PersonType).map((page) => ({
      id: page.id,
      title: page.title[lang],
      questions: page.questions.map((q) => ({
        id: q.id,
        type: q.type,
        text: q.text[lang],
        options: q.options.map((o) => ({ id: o.id, text: o.text[lang] })),
      })),
    })),
  };
}

function resultOf(row: typeof kycAnswers.$inferSelect): KycResult {
  return {
    id: row.id,
    status: row.riskLevel === 'HIGH' ? 'FAILED' : 'DONE',
    risk_level: row.riskLevel as KycResult['risk_level'],
    due_on: row.dueOn,
    answered_at: row.answeredAt.getTime(),
  };
}

/**
 * Answers to the whole questionnaire: checked by the domain (a problem is a 400 naming the
 * question), then kept as the row in force with the domain's risk and due day. High risk is kept
 * too: the answers are the customer's, and the FAILED action they make keeps buying blocked until
 * a person has reviewed them (and written the row that replaces them, source REVIEW); until then
 * the customer's new answers are refused with 409 KYC_UNDER_REVIEW, so the risk cannot be answered
 * away.
 */
export async function answerKyc(
  db: Db,
  customerId: number,
  body: CallBody<typeof submitKycAnswers>,
  now: number,
): Promise<KycResult> {
  const { country, today, personType } = await customerDay(db, customerId, now);
  const checked = cddAnswerSheet(country, body.answers, personType as PersonType);
  if ('problems' in checked) {
    throw new HttpError(
      400,
      'INPUT_ERROR',
      `The answers do not fit the questionnaire: ${checked.problems.map((p) => `${p.questionId} ${p.code}`).join(', ')}`,
      checked.problems.map((p) => ({ code: p.code, field: p.questionId })),
    );
  }
  const risk = cddRisk(country, checked.sheet, personType as PersonType);
  const [inForce] = await db
    .select({ riskLevel: kycAnswers.riskLevel })
    .from(kycAnswers)
    .where(eq(kycAnswers.customerId, customerId))
    .orderBy(desc(kycAnswers.answeredAt), desc(kycAnswers.id))
    .limit(1);
  if (inForce?.riskLevel === 'HIGH') {
    throw new HttpError(
      409,
      'KYC_UNDER_REVIEW',
      'Your answers are being reviewed by our customer due diligence team; they will contact you',
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kycAnswers)
      .values({
        customerId,
        answers: checked.sheet,
        riskLevel: risk.level,
        riskScore: risk.score,
        riskReasons: risk.reasons,
        answeredAt: new Date(now),
        dueOn: kycDueDate(today, risk.level),
        source: 'REFRESH',
      })
      .returning();
    // Enhanced due diligence: the reviewer needs papers on the money's origin, asked for in the
    // same transaction as the answers that call for them (a CRM task, crm/tasks.ts).
    if (risk.level === 'HIGH') {
      await openCrmTask(tx, customerId, 'PROVIDE_SOURCE_OF_FUNDS', now, { kycAnswerId: row!.id });
    }
    return resultOf(row!);
  });
}

const noResult = (what: string) => notFound('KYC_RESULT_NOT_FOUND', `No KYC answers ${what}`);

/** One of the customer's answerings; another customer's answers 404 like a missing one. */
export async function kycResultById(db: Db, customerId: number, id: number): Promise<KycResult> {
  const [row] = await db
    .select()
    .from(kycAnswers)
    .where(and(eq(kycAnswers.id, id), eq(kycAnswers.customerId, customerId)));
  if (!row) throw noResult(String(id));
  return resultOf(row);
}

export async function latestKycResult(db: Db, customerId: number): Promise<KycResult> {
  const row = await latestKycRow(db, customerId);
  if (!row) throw noResult('given yet');
  return resultOf(row);
}

/** A legal person's LEI, checked (ISO 17442) and kept as the one in force; due again in a year. */
export async function giveLei(
  db: Db,
  customerId: number,
  body: CallBody<typeof provideLei>,
  now: number,
): Promise<CallReply<typeof provideLei>> {
  const { personType, today } = await customerDay(db, customerId, now);
  if (personType !== 'JUR')
    throw new HttpError(422, 'LEI_NOT_REQUIRED', 'Only a company gives an LEI', [
      { code: 'LEI_NOT_REQUIRED', field: 'body.lei' },
    ]);
  const lei = normalizeLei(body.lei);
  if (!isValidLei(lei))
    throw new HttpError(400, 'LEI_INVALID', 'Not a valid LEI (ISO 17442)', [
      { code: 'LEI_INVALID', field: 'body.lei' },
    ]);
  await db.insert(customerLeis).values({ customerId, lei, givenAt: new Date(now), givenOn: today });
  return { lei, given_on: today, due_on: leiDueDate(today) };
}

function consentOf(row: typeof customerConsents.$inferSelect | undefined): Consent {
  return {
    kind: 'TERMS',
    current_version: CURRENT_TERMS.version,
    effective_on: CURRENT_TERMS.effectiveOn,
    accepted_version: row?.version ?? null,
    accepted_at: row?.acceptedAt.getTime() ?? null,
  };
}

export async function consents(db: Db, customerId: number): Promise<Consent[]> {
  return [consentOf(await latestTerms(db, customerId))];
}

export async function acceptTerms(
  db: Db,
  customerId: number,
  body: { kind: 'TERMS'; version: string },
  now: number,
): Promise<Consent> {
  if (body.version !== CURRENT_TERMS.version)
    throw new HttpError(422, 'CONSENT_VERSION_NOT_CURRENT', `Version ${CURRENT_TERMS.version} is in force`, [
      { code: 'CONSENT_VERSION_NOT_CURRENT', field: 'body.version' },
    ]);
  const [row] = await db
    .insert(customerConsents)
    .values({ customerId, kind: body.kind, version: body.version, acceptedAt: new Date(now) })
    .returning();
  return consentOf(row);
}
