import { desc, eq } from 'drizzle-orm';
import type { KycStanding } from '@broker/domain';
import type { Db, Tx } from '../db/database';
import { kycAnswers } from '../db/schema';

/**
 * The customer's KYC answers in force (the latest kyc_answers row), which the buy checks read: as a
 * SQL expression for the statements that read an order's facts in one round trip, and as a query.
 * A JSON object { riskLevel, dueOn }, or null when the customer never answered.
 */
export function latestKycSql(customerIdExpr: string): string {
  return `(select json_build_object('riskLevel', k.risk_level, 'dueOn', k.due_on::text) from kyc_answers k
    where k.customer_id = ${customerIdExpr} order by k.answered_at desc, k.id desc limit 1)`;
}

/** The value of latestKycSql as the domain's standing (drivers give json parsed, or as text). */
export function decodeKyc(value: unknown): KycStanding | null {
  if (value === null || value === undefined) return null;
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as { riskLevel: string; dueOn: string };
  return { riskLevel: v.riskLevel, dueOn: v.dueOn };
}

export async function latestKycRow(db: Db | Tx, customerId: number) {
  const [row] = await db
    .select()
    .from(kycAnswers)
    .where(eq(kycAnswers.customerId, customerId))
    .orderBy(desc(kycAnswers.answeredAt), desc(kycAnswers.id))
    .limit(1);
  return row;
}

export async function readKycStanding(db: Db | Tx, customerId: number): Promise<KycStanding | null> {
  const row = await latestKycRow(db, customerId);
  return row ? { riskLevel: row.riskLevel, dueOn: row.dueOn } : null;
}
