import pg from 'pg';
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { PreparedStatement } from './statement-batch';

/**
 * Values written into statement text. A batch of statements sent in one round trip goes through the
 * simple-query protocol, which has no parameters, so every value is a literal: strings through the
 * pg client's escapeLiteral, numbers only as integers. Nothing else puts values into such text.
 */
export function literal(value: string | number | boolean | Date | object | null): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer literal: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  return pg.escapeLiteral(JSON.stringify(value));
}

/** A timestamptz literal of epoch milliseconds. */
export const timestampLiteral = (ms: number): string => `${literal(new Date(ms))}::timestamptz`;

/** A list of string literals, for `in (…)`. */
export const literalList = (values: readonly string[]): string => values.map(literal).join(', ');

/**
 * `insert … returning id` of one row of `table`, prepared under `name` (the same columns every time),
 * with its values as literals: the column types come from the table, so numerics, dates and jsonb
 * are written as untyped literals the server casts.
 */
export function insertReturningId<T extends Table>(
  name: string,
  table: T,
  values: { [K in keyof T['_']['columns']]?: string | number | boolean | Date | object | null },
): PreparedStatement {
  const columns = getTableColumns(table);
  const names: string[] = [];
  const args: string[] = [];
  // Every key is a column, undefined too (as null): the prepared text must not change between calls.
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    names.push(`"${column.name}"`);
    args.push(literal((value ?? null) as Parameters<typeof literal>[0]));
  }
  const text = `insert into "${getTableName(table)}" (${names.join(', ')}) values (${args.map((_, i) => `$${i + 1}`).join(', ')}) returning id`;
  return { name, text, args };
}
