import { sql } from 'drizzle-orm';
import { COMPARE_SKELETON_ROWS, type CountryCode } from '@broker/domain';
import type { Db } from '../db/database';
import { searchRowsByIds, toSearchResults, type SearchResult } from '../instruments/search';
import { queryRows } from './db-rows';

/**
 * The compare tab's list for a country (spec 002 §2, 17 rows): the country's main index, then what
 * that country's customers hold most (by number of customers), then the rest of the country's
 * instruments (indices, shares by market value, funds in its currency) to fill the list.
 */
export async function popularComparators(db: Db, country: CountryCode): Promise<SearchResult[]> {
  const rows = await queryRows<{ instrument_id: number }>(
    db,
    sql`with local_index as (
          select i.instrument_id, 0 as grp, 0::bigint as score
          from instruments i join markets m on m.market_id = i.market_id
          where i.group_type = 'IDX' and m.country = ${country}
        ),
        held as (
          select p.instrument_id, 1 as grp, count(distinct a.customer_id)::bigint as score
          from positions p
          join accounts a on a.accid = p.accid and a.provider = 'NORDBROKER'
          join customers c on c.id = a.customer_id
          where c.country = ${country} and p.qty > 0
          group by p.instrument_id
        ),
        local_rest as (
          select i.instrument_id, 2 as grp, 0::bigint as score
          from instruments i join markets m on m.market_id = i.market_id
          where (m.country = ${country} and m.mic <> 'FUND')
             or (m.mic = 'FUND' and i.currency = (select currency from markets where country = ${country} and mic <> 'FUND' limit 1))
        ),
        ranked as (
          select instrument_id, min(grp) as grp, max(score) as score
          from (select * from local_index union all select * from held union all select * from local_rest) x
          group by instrument_id
        )
        select r.instrument_id from ranked r join instruments i on i.instrument_id = r.instrument_id
        order by r.grp, r.score desc,
                 case i.group_type when 'IDX' then 0 when 'EQ' then 1 else 2 end, i.name
        limit ${COMPARE_SKELETON_ROWS}`,
  );
  return toSearchResults(
    db,
    await searchRowsByIds(
      db,
      rows.map((r) => Number(r.instrument_id)),
    ),
  );
}
