import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ACCESS_TOKEN_HEADER, CLIENT_ID, CLIENT_ID_HEADER, type CallDef } from '@broker/contract';
import type { Database } from '../db/database';
import type { Req } from './generate';

/** The credentials of one logged-in customer. */
export interface Caller {
  username: string;
  customerId: number;
  cookie: string;
  jwt: string;
}

function encodeSegment(v: unknown): string {
  try {
    return encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v));
  } catch {
    // A lone surrogate cannot be encoded; its UTF-8 bytes as they would arrive from a careless client.
    return '%ED%A0%80';
  }
}

/** The URL of a request: path parameters filled (empty when missing), the query serialized. */
export function urlOf(call: CallDef, req: Req): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (req.rawParams?.[name] !== undefined) return req.rawParams[name];
    const v = req.params[name];
    return v === undefined ? '' : encodeSegment(v);
  });
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(req.query)) {
    if (v === undefined) continue;
    // An array is the query's "wrong type": the key repeated.
    for (const item of Array.isArray(v) ? (v.length ? v : ['']) : [v])
      pairs.push(`${encodeSegment(k)}=${encodeSegment(item)}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The auth headers a call needs, for the given caller ('none' calls go without: see the fuzz test). */
export function authHeaders(call: CallDef, caller: Caller): Record<string, string> {
  switch (call.auth) {
    case 'none':
      return {};
    case 'session':
    case 'prospect':
      return { cookie: caller.cookie };
    case 'token':
    case 'public':
      return { [CLIENT_ID_HEADER]: CLIENT_ID, [ACCESS_TOKEN_HEADER]: caller.jwt };
    case 'bearer':
      return { authorization: `Bearer ${caller.jwt}` };
    case 'staff':
      // The desk's calls are not in CALLS (contract desk.ts); a customer has no desk cookie.
      return {};
  }
}

export function send(
  app: FastifyInstance,
  call: CallDef,
  req: Req,
  caller: Caller,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...authHeaders(call, caller) };
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = String(v);
  const opts: InjectOptions = { method: call.method, url: urlOf(call, req), headers };
  if (req.rawBody !== undefined) {
    opts.payload = req.rawBody;
    headers['content-type'] = 'application/json';
  } else if (req.body !== undefined && call.method !== 'GET') {
    opts.payload = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  return app.inject(opts);
}

/**
 * What the server will see of a request, for the contract's own verdict: path and query values are
 * strings (arrays for a repeated key), the body is what survives JSON.
 */
export function contractAccepts(call: CallDef, req: Req): boolean {
  if (req.rawBody !== undefined) return false;
  const str = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  const params = Object.fromEntries(
    Object.entries(req.params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, str(v)]),
  );
  for (const [k, v] of Object.entries(req.rawParams ?? {})) {
    try {
      params[k] = decodeURIComponent(v);
    } catch {
      return false;
    }
  }
  // An empty path segment does not reach the route at all.
  if (Object.values(params).some((v) => v === '')) return false;
  const query = Object.fromEntries(
    Object.entries(req.query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, Array.isArray(v) ? (v.length ? v.map(str) : '') : str(v)]),
  );
  const body = req.body === undefined ? undefined : (JSON.parse(JSON.stringify(req.body)) as unknown);
  const headers = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  const ok = (s: CallDef['params'], v: unknown) => !s || s.safeParse(v).success;
  return ok(call.params, params) && ok(call.query, query) && ok(call.body, body) && ok(call.headers, headers);
}

/** A 4xx answer must be JSON `{ code, message }` with a catalogue-style code. */
export function errorCodeOf(res: LightMyRequestResponse): string | undefined {
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return undefined;
  try {
    const body = res.json() as { code?: unknown; message?: unknown };
    return typeof body.code === 'string' &&
      /^[A-Z][A-Z0-9_]*$/.test(body.code) &&
      typeof body.message === 'string'
      ? body.code
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything of a customer that a refused request must leave alone, as one comparable text: cash
 * per account (the ledger sum), positions, fund orders with their reservations, allocation
 * requests, watchlists with their items, knowledge-test approvals and attempts, feedback, live
 * sessions and the profile language.
 */
export async function customerState(database: Database, customerId: number): Promise<string> {
  const { rows } = (await database.db.execute(sql`
    select concat_ws(E'\n',
      'cash ' || coalesce((select string_agg(accid || ':' || s, ',' order by accid) from (
        select l.accid, sum(l.amount)::text s from cash_ledger l join accounts a on a.accid = l.accid
        where a.customer_id = ${customerId} group by l.accid) c), ''),
      'positions ' || coalesce((select string_agg(p.accid || ':' || p.instrument_id || ':' || p.qty || ':' || p.acq_value_acc, ',' order by p.accid, p.instrument_id)
        from positions p join accounts a on a.accid = p.accid where a.customer_id = ${customerId}), ''),
      'orders ' || coalesce((select string_agg(id || ':' || state || ':' || reserved_amount || ':' || reserved_units, ',' order by id)
        from fund_orders where customer_id = ${customerId}), ''),
      'requests ' || coalesce((select string_agg(id || ':' || status, ',' order by id) from allocation_requests where customer_id = ${customerId}), ''),
      'watchlists ' || coalesce((select string_agg(w.id || ':' || w.name || ':' || w.updated_at || ':' ||
          coalesce((select string_agg(i.instrument_id || '@' || i.position, ';' order by i.position) from watchlist_items i where i.watchlist_id = w.id), ''),
          ',' order by w.id) from watchlists w where w.customer_id = ${customerId}), ''),
      'bank accounts ' || coalesce((select string_agg(id || ':' || account_number || ':' || coalesce(deleted_at::text, '-'), ',' order by id)
        from external_bank_accounts where customer_id = ${customerId}), ''),
      'deposits ' || coalesce((select string_agg(id || ':' || status, ',' order by id) from deposits where customer_id = ${customerId}), ''),
      'withdrawals ' || coalesce((select string_agg(id || ':' || status, ',' order by id) from withdrawals where customer_id = ${customerId}), ''),
      'withdrawal limit ' || coalesce((select daily_limit || ':' || coalesce(pending_limit::text, '-') from withdrawal_limits where customer_id = ${customerId}), ''),
      'ledger ' || (select count(*) from transactions t join accounts a on a.accid = t.accid where a.customer_id = ${customerId}),
      'savings goals ' || coalesce((select string_agg(g.id || ':' || g.name || ':' || g.target_amount || ':' || g.target_date || ':' || g.updated_at || ':' ||
          coalesce((select string_agg(ga.accid::text, ';' order by ga.accid) from savings_goal_accounts ga where ga.goal_id = g.id), '') || ':' ||
          coalesce((select string_agg(m.percent || '@' || m.reached_at, ';' order by m.percent) from savings_goal_milestones m where m.goal_id = g.id), ''),
          ',' order by g.id) from savings_goals g where g.customer_id = ${customerId}), ''),
      'savings plans ' || coalesce((select string_agg(id || ':' || accid || ':' || status || ':' || day_of_month || ':' || monthly_amount || ':' || items::text || ':' || coalesce(skip_month, '-') || ':' || coalesce(deleted_at::text, '-') || ':' ||
          (select count(*) from savings_plan_runs r where r.plan_id = p.id), ',' order by id)
        from savings_plans p where customer_id = ${customerId}), ''),
      'jobs ' || (select count(*) from scheduled_jobs j join savings_plans p on j.kind = 'savings-plans.run' and j.ref = p.id::text
        where p.customer_id = ${customerId} and j.status = 'PENDING'),
      'approvals ' || coalesce((select string_agg(mifid2_category || ':' || expires_at, ',' order by mifid2_category) from customer_approvals where customer_id = ${customerId}), ''),
      'attempts ' || coalesce((select string_agg(id || ':' || coalesce(examined_at::text, '-'), ',' order by id) from appropriateness_attempts where customer_id = ${customerId}), ''),
      'feedback ' || (select count(*) from curated_list_feedback where customer_id = ${customerId}),
      'tax ' || (select count(*) from tax_adjustments where user_id in (select id from users where customer_id = ${customerId})),
      'tax on ' || (select count(*) from tax_adjustments x join transactions t on t.id = x.transaction_id
        join accounts a on a.accid = t.accid where a.customer_id = ${customerId}),
      'sessions ' || (select count(*) from sessions s join users u on u.id = s.user_id where u.customer_id = ${customerId} and s.revoked_at is null),
      'crm ' || coalesce((select string_agg(t.id || ':' || t.status || ':' ||
          coalesce((select string_agg(f.id::text, ';' order by f.id) from crm_attachments f where f.task_id = t.id), ''),
          ',' order by t.id) from crm_tasks t where t.customer_id = ${customerId}), ''),
      'lang ' || (select lang from customers where id = ${customerId}),
      'aliases ' || coalesce((select string_agg(accid || ':' || alias, ',' order by accid) from accounts where customer_id = ${customerId}), ''),
      'authorizations ' || coalesce((select string_agg(id || ':' || accid || ':' || grantee_customer_id || ':' || coalesce(revoked_at::text, '-'), ',' order by id)
        from account_authorizations where grantor_customer_id = ${customerId} or grantee_customer_id = ${customerId}), '')
    ) as state
  `)) as unknown as { rows: { state: string }[] };
  return rows[0]!.state;
}

/** Test-run settings: a fixed fast-check seed unless FUZZ_SEED is set, and bounded runs per call. */
export function fuzzSettings(defaultRuns: number): { seed: number; runs: number } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261124;
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  return { seed, runs };
}
