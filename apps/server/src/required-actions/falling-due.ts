import { sql } from 'drizzle-orm';
import {
  COUNTRY_FACTS,
  fallsDueOn,
  leiDueDate,
  localDayAt,
  type CountryCode,
  type RequiredActionType,
} from '@broker/domain';
import type { Db, Tx } from '../db/database';

/** One customer's action that falls due today: its notice window opened, or it turned overdue. */
export interface ActionFallingDue {
  customerId: number;
  type: RequiredActionType;
  dueOn: string;
  /** True when it turned overdue today (the day after the due day); false when its notice opened. */
  overdue: boolean;
}

/**
 * The dated actions (ANSWER_KYC from the answers in force, PROVIDE_LEI from the LEI in force) that
 * fall due today in each customer's country (domain fallsDueOn): what a daily job tells customers
 * about (the REQUIRED_ACTION_DUE notification). Run once a day; a day's run is complete on its own,
 * as it reads the state, not what was sent before.
 */
export async function requiredActionsFallingDue(db: Db | Tx, now: number): Promise<ActionFallingDue[]> {
  const { rows } = (await db.execute(sql`
    select c.id as "customerId", c.country, 'ANSWER_KYC' as type, k.due_on::text as "dueOn"
      from customers c
      join lateral (select due_on, risk_level from kyc_answers where customer_id = c.id
        order by answered_at desc, id desc limit 1) k on true
      where k.risk_level <> 'HIGH'
    union all
    select c.id, c.country, 'PROVIDE_LEI', l.given_on::text
      from customers c
      join lateral (select given_on from customer_leis where customer_id = c.id
        order by given_at desc, id desc limit 1) l on true
      where c.person_type = 'JUR'
    order by 1, 3`)) as unknown as {
    rows: { customerId: number; country: string; type: RequiredActionType; dueOn: string }[];
  };
  const due: ActionFallingDue[] = [];
  for (const r of rows) {
    const today = localDayAt(COUNTRY_FACTS[r.country.trim() as CountryCode].timeZone, now);
    const dueOn = r.type === 'PROVIDE_LEI' ? leiDueDate(r.dueOn) : r.dueOn;
    if (fallsDueOn(dueOn, today))
      due.push({ customerId: r.customerId, type: r.type, dueOn, overdue: today > dueOn });
  }
  return due;
}
