import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { statementOf, type SlowStatement } from './slow-statements';

describe('statementOf', () => {
  const message = (type: string, ...parts: string[]) =>
    new Uint8Array([type.charCodeAt(0), 0, 0, 0, 0, ...new TextEncoder().encode(parts.join('\0') + '\0')]);

  it('reads the text of a simple query and of a parse, and nothing else', () => {
    expect(statementOf(message('Q', 'select  1\n from t'))).toBe('select 1 from t');
    expect(statementOf(message('P', 'stmt1', 'select $1::int'))).toBe('select $1::int');
    expect(statementOf(message('P', '', 'select 2'))).toBe('select 2');
    expect(statementOf(message('E', '', ''))).toBeUndefined();
    expect(statementOf(message('Q', 'x'.repeat(500)))).toHaveLength(401);
  });
});

describe('slow statements on the embedded database', () => {
  let database: Database;
  const seen: SlowStatement[] = [];
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    database.onSlowStatement?.((slow) => seen.push(slow));
  });
  afterAll(async () => database?.close());

  it('reports a statement that holds the thread, with its parameterised text, and not a quick one', async () => {
    await database.db.execute(sql`select ${1}::int as one`);
    expect(seen).toEqual([]);
    await database.db.execute(sql`select pg_sleep(${0.3}::float8)`);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.statement).toBe('select pg_sleep($1::float8)');
    expect(seen[0]!.ms).toBeGreaterThanOrEqual(250);
  });
});
