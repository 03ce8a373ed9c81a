import { sql } from 'drizzle-orm';

/**
 * Domain `holdingEffect` as SQL over a transactions row aliased `t`: the change in shares a row
 * makes (buys, transfers in and corporate actions add their signed quantity, sells take theirs
 * away, every other type none). The ledger test checks the two agree with the positions.
 */
export const HOLDING_EFFECT =
  sql.raw(`case when t.type in ('BUY', 'TRANSFER_IN', 'CORPORATE_ACTION') then t.quantity
  when t.type = 'SELL' then -t.quantity else 0 end`);
