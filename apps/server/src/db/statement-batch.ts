import pg from 'pg';
import { is, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './database';

export type Row = Record<string, unknown>;

/**
 * A statement worth keeping planned: `text` names its values $1…$n, `args` are their literals
 * (sql-text.ts). Planning a statement with many subqueries costs more than running it, and it would
 * be planned again on every call, while the customer's lock is held.
 */
export interface PreparedStatement {
  name: string;
  text: string;
  args: readonly string[];
}

export type Statement = string | PreparedStatement;

/**
 * Statements of one transaction sent in batches: every batch is one round trip on node-postgres
 * (several statements in one simple-query message run in order, each with its own snapshot, exactly
 * as if sent one by one; so they carry literals only, see sql-text.ts). Answers each statement's rows.
 */
export interface StatementBatches {
  run(statements: readonly Statement[]): Promise<Row[][]>;
  /** The work's last statements: a transaction opened for the work commits in the same round trip. */
  runLast(statements: readonly Statement[]): Promise<Row[][]>;
}

const rowsOf = (result: unknown): Row[][] =>
  ((Array.isArray(result) ? result : [result]) as { rows: Row[] }[]).map((r) => r.rows);

/** The statement with its literals in place of $1…$n. */
function inline(statement: Statement): string {
  if (typeof statement === 'string') return statement;
  return statement.text.replace(/\$(\d+)/g, (_, n: string) => statement.args[Number(n) - 1]!);
}

/**
 * Batches inside the caller's Drizzle transaction, which the caller commits. With `prepared` (the
 * names already prepared in the embedded database's one session) a prepared statement is prepared
 * once and executed by name, as on node-postgres: planning the order checks' statement took longer
 * than running it (3.8 ms against 2.6 ms on PGlite), on the one connection everyone waits for. A
 * prepared statement outlives a rolled-back transaction, so a name is remembered once PREPARE ran.
 */
export function txBatches(tx: Tx, prepared?: Set<string>): StatementBatches {
  const run = async (statements: readonly Statement[]): Promise<Row[][]> => {
    if (is(tx, NodePgTransaction)) {
      return rowsOf(await tx.execute(sql.raw(statements.map(inline).join(';\n'))));
    }
    // PGlite runs in process, where a round trip costs nothing: one statement at a time.
    const rows: Row[][] = [];
    for (const statement of statements) {
      if (typeof statement === 'string' || !prepared) {
        rows.push(...rowsOf(await tx.execute(sql.raw(inline(statement)))));
        continue;
      }
      if (!prepared.has(statement.name)) {
        await tx.execute(sql.raw(`prepare ${statement.name} as ${statement.text}`));
        prepared.add(statement.name);
      }
      rows.push(
        ...rowsOf(await tx.execute(sql.raw(`execute ${statement.name}(${statement.args.join(', ')})`))),
      );
    }
    return rows;
  };
  return { run, runLast: run };
}

/** Names prepared in each embedded database's session (PGlite is one session per process). */
const preparedInPglite = new WeakMap<Db, Set<string>>();

/** Names of the statements prepared on each pooled connection (prepared statements live per session). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * Runs `work` in a transaction of its own. On node-postgres the transaction costs no round trip of
 * its own: BEGIN travels with the first batch and COMMIT with the last (runLast); work that ends
 * without runLast (nothing to write) is committed after it, and work that throws is rolled back.
 * Prepared statements are prepared on the connection the first time it runs them. On PGlite it is
 * an ordinary Drizzle transaction.
 */
export async function inBatchedTransaction<T>(
  db: Db,
  work: (batches: StatementBatches) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    let prepared = preparedInPglite.get(db);
    if (!prepared) preparedInPglite.set(db, (prepared = new Set()));
    return db.transaction((tx) => work(txBatches(tx, prepared)));
  }

  const client = await pool.connect();
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  // An object, not a variable: TypeScript does not see the closures below change it.
  const transaction = {
    state: 'idle' as 'idle' | 'open' | 'committed',
    broken: undefined as Error | undefined,
  };

  const send = async (statements: readonly Statement[], commit: boolean): Promise<Row[][]> => {
    if (transaction.state === 'committed') throw new Error('the transaction has already committed');
    const texts: string[] = [];
    const answers: boolean[] = [];
    const add = (text: string, answer: boolean) => {
      texts.push(text);
      answers.push(answer);
    };
    if (transaction.state === 'idle') add('begin', false);
    const preparing: string[] = [];
    for (const s of statements) {
      if (typeof s === 'string') {
        add(s, true);
        continue;
      }
      if (!prepared.has(s.name) && !preparing.includes(s.name)) {
        add(`prepare ${s.name} as ${s.text}`, false);
        preparing.push(s.name);
      }
      add(`execute ${s.name}(${s.args.join(', ')})`, true);
    }
    if (commit) add('commit', false);
    transaction.state = 'open';
    let result: unknown;
    try {
      result = await client.query(texts.join(';\n'));
    } catch (error) {
      // Whether the PREPARE ran before the failure is unknown: the connection is not reused.
      if (preparing.length > 0) transaction.broken = error as Error;
      throw error;
    }
    for (const name of preparing) prepared.add(name);
    if (commit) transaction.state = 'committed';
    return rowsOf(result).filter((_, i) => answers[i]);
  };

  try {
    const result = await work({ run: (s) => send(s, false), runLast: (s) => send(s, true) });
    if (transaction.state === 'open') await client.query('commit');
    return result;
  } catch (error) {
    if (transaction.state === 'open')
      await client.query('rollback').catch((e: unknown) => {
        transaction.broken = e instanceof Error ? e : new Error(String(e));
      });
    throw error;
  } finally {
    // A connection in doubt is dropped rather than handed to the next caller.
    client.release(transaction.broken);
  }
}
