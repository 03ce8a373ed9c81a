import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { intArray, queryRows } from '../chart/db-rows';

/**
 * The interest (bond) funds among the instruments: Norway and Denmark tax them as ordinary or
 * capital income rather than as shares (Skatteetaten: under 20 % shares; SKAT: obligationsbaserede
 * investeringsforeninger), and Sweden reports them on K4 section C or D.
 */
export async function interestFundIds(db: Db, instrumentIds: readonly number[]): Promise<Set<number>> {
  const rows = await queryRows<{ instrument_id: number }>(
    db,
    sql`select instrument_id from instruments
        where group_type = 'FND' and fund_type = 'BOND'
          and instrument_id = any(${intArray([...new Set(instrumentIds)])}::int[])`,
  );
  return new Set(rows.map((r) => Number(r.instrument_id)));
}
