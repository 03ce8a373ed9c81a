/**
 * The live-data hub (apps/server/src/feed, inside the real app) against a bare `ws` server that
 * broadcasts the same frames, in the same run: 1,000 WebSocket clients with 50 price subscriptions
 * each, price events published at a fixed rate. Prints deliveries per second and tick-to-client
 * latency p50/p99 of both, and their ratio; goals: hub >= 0.7x the bare deliveries, hub p99 <= 50 ms.
 *
 * The clients live in a child process, so their work does not share the servers' event loop. Rounds
 * alternate between the two servers. A delivery is a price frame of an event published during the
 * measured window that reached its client at most 1 s after the window; latency is measured on
 * receipt against the time the event was due, carried in tick_timestamp (wall clock with
 * sub-millisecond precision, same machine). Both servers run in this process, one at a time under load.
 *
 * Usage: npx tsx bench/feed.bench.ts
 *   BENCH_CLIENTS=1000 BENCH_SUBS=50 BENCH_KEYS=1000 BENCH_RATE=2000 (events/s) BENCH_SECONDS=10
 *   BENCH_WARMUP_SECONDS=2 BENCH_ROUNDS=2
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { LIVE_PUBLIC_PATH, LIVE_SUBPROTOCOL } from '@broker/contract';
import { startTestApp } from '@broker/server';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const SUBS = Number(process.env.BENCH_SUBS ?? 50);
const KEYS = Number(process.env.BENCH_KEYS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const GOAL_RATIO = 0.7;
const GRACE_MS = 1000;
const GOAL_P99_MS = 50;
const MARKET = 11;

/** Wall-clock milliseconds with sub-millisecond precision, comparable between processes. */
const now = () => performance.timeOrigin + performance.now();

/** Client c subscribes to keys c*SUBS .. c*SUBS+SUBS-1 (mod KEYS): every key has the same number of subscribers. */
const keysOf = (client: number) => Array.from({ length: SUBS }, (_, j) => (client * SUBS + j) % KEYS);

type ToClients =
  | { cmd: 'connect'; url: string }
  | { cmd: 'start'; at: number }
  | { cmd: 'stop'; at: number }
  | { cmd: 'disconnect' };
type FromClients =
  | { kind: 'ready'; ms: number }
  | {
      kind: 'result';
      deliveries: number;
      seconds: number;
      p50: number;
      p99: number;
      max: number;
      closed: number;
    }
  | { kind: 'disconnected' };

interface RoundResult {
  server: 'hub' | 'bare';
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  cpuMsPerSecond: number;
  closed: number;
}

// ---------------------------------------------------------------------------------------------
// Client process: CLIENTS sockets, counting price frames and their latency between start and stop.
// ---------------------------------------------------------------------------------------------

async function clientProcess(): Promise<void> {
  let sockets: WebSocket[] = [];
  /**
   * The window: frames of events due in it count, whenever they arrive (up to the grace). Its end
   * is known only when 'stop' arrives, which may be after frames of later events: every frame from
   * `from` on is kept, and those due after `until` are left out at the end.
   */
  let from = Infinity;
  let until = Infinity;
  let closed = 0;
  let dueAt = new Float64Array(1 << 20);
  let latencies = new Float64Array(1 << 20);
  let samples = 0;

  const onFrame = (text: string, onAck: () => void) => {
    const frame = JSON.parse(text) as { type: string; data: { tick_timestamp?: number } };
    if (frame.type === 'ack') return onAck();
    const due = frame.data.tick_timestamp;
    if (frame.type !== 'price' || due === undefined || due < from || due >= until) return;
    if (samples === latencies.length) {
      const grow = (a: Float64Array) => {
        const bigger = new Float64Array(a.length * 2);
        bigger.set(a);
        return bigger;
      };
      latencies = grow(latencies);
      dueAt = grow(dueAt);
    }
    dueAt[samples] = due;
    latencies[samples++] = now() - due;
  };

  const connect = async (url: string) => {
    const began = Date.now();
    let acks = 0;
    let allAcked: () => void = () => {};
    const acked = new Promise<void>((resolve) => (allAcked = resolve));
    const onAck = () => {
      if (++acks === CLIENTS * SUBS) allAcked();
    };
    // In batches: a thousand simultaneous handshakes overflow the listen backlog.
    for (let c = 0; c < CLIENTS; c += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, CLIENTS - c) }, (_, n) => open(url, c + n, onAck)),
      );
      sockets.push(...batch);
    }
    await acked;
    send({ kind: 'ready', ms: Date.now() - began });
  };

  const open = (url: string, client: number, onAck: () => void) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, LIVE_SUBPROTOCOL);
      ws.on('message', (data) => onFrame(String(data), onAck));
      ws.on('close', (code) => {
        if (code !== 1000 && code !== 1005) closed++;
      });
      ws.once('error', reject);
      ws.once('open', () => {
        for (const k of keysOf(client))
          ws.send(JSON.stringify({ cmd: 'subscribe', args: { t: 'price', m: MARKET, i: String(k) } }));
        resolve(ws);
      });
    });

  const send = (message: FromClients) => process.send!(message);

  process.on('message', (message: ToClients) => {
    switch (message.cmd) {
      case 'connect':
        void connect(message.url);
        break;
      case 'start':
        samples = 0;
        closed = 0;
        from = message.at;
        until = Infinity;
        break;
      case 'stop': {
        until = message.at;
        // Frames still on their way count; one that takes longer than this is as good as lost.
        setTimeout(() => {
          const seconds = (until - from) / 1000;
          const inWindow: number[] = [];
          for (let n = 0; n < samples; n++) if (dueAt[n]! < until) inWindow.push(latencies[n]!);
          const sorted = Float64Array.from(inWindow).sort();
          const deliveries = sorted.length;
          const at = (q: number) =>
            deliveries === 0 ? NaN : sorted[Math.min(deliveries - 1, Math.floor(q * deliveries))]!;
          send({ kind: 'result', deliveries, seconds, p50: at(0.5), p99: at(0.99), max: at(1), closed });
          from = until = Infinity;
        }, GRACE_MS);
        break;
      }
      case 'disconnect': {
        // A socket the server closed (e.g. as a slow consumer) has nothing left to close.
        const all = sockets.filter((ws) => ws.readyState !== WebSocket.CLOSED);
        sockets = [];
        let left = all.length;
        if (left === 0) send({ kind: 'disconnected' });
        for (const ws of all) {
          ws.once('close', () => {
            if (--left === 0) send({ kind: 'disconnected' });
          });
          ws.close(1000);
        }
        break;
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Server process: both servers, the publisher, and the rounds.
// ---------------------------------------------------------------------------------------------

/** What each server does with one price change. */
type Publish = (key: number, last: number, tickTimestamp: number) => void;

/** The baseline: the broadcast loop of the `ws` README, with the frame serialized once per event. */
async function startBare(): Promise<{ url: string; publish: Publish; close(): Promise<void> }> {
  const subscribers = new Map<string, Set<WebSocket>>();
  const server: Server = createServer();
  const wss = new WebSocketServer({ server, path: LIVE_PUBLIC_PATH, perMessageDeflate: false });
  wss.on('connection', (ws) => {
    const mine: string[] = [];
    ws.on('message', (data) => {
      const command = JSON.parse(String(data)) as { cmd: string; args: { i: string } };
      let set = subscribers.get(command.args.i);
      if (!set) subscribers.set(command.args.i, (set = new Set()));
      set.add(ws);
      mine.push(command.args.i);
      ws.send(JSON.stringify({ type: 'ack', data: { cmd: 'subscribe', args: command.args } }));
    });
    ws.on('close', () => {
      for (const i of mine) subscribers.get(i)?.delete(ws);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${address.port}${LIVE_PUBLIC_PATH}`,
    publish(key, last, tickTimestamp) {
      const i = String(key);
      const set = subscribers.get(i);
      if (!set) return;
      const text = JSON.stringify({
        type: 'price',
        data: { m: MARKET, i, last, tick_timestamp: tickTimestamp },
      });
      for (const ws of set) ws.send(text);
    },
    async close() {
      wss.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Ours: the whole app; events go through the in-process bus into the hub, which diffs them. */
async function startHub(): Promise<{ url: string; publish: Publish; close(): Promise<void> }> {
  const t = await startTestApp('pglite', {}, { minuteDays: 0 });
  t.app.deps.snapshots = {
    resolve: async (args) => ({
      known: true,
      state: args.t === 'news' ? {} : { m: MARKET, i: args.i, last: 100, tick_timestamp: 0 },
    }),
  };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as { port: number };
  const bus = t.app.deps.bus;
  const bid = 99.5;
  return {
    url: `ws://127.0.0.1:${address.port}${LIVE_PUBLIC_PATH}`,
    publish(key, last, tickTimestamp) {
      const i = String(key);
      // Full state, as the market module publishes it; the hub sends the changed fields.
      bus.publish({
        kind: 'market',
        type: 'price',
        key: `price:${MARKET}:${i}`,
        data: { m: MARKET, i, bid, ask: 100.5, last, tick_timestamp: tickTimestamp },
      });
    },
    close: () => t.close(),
  };
}

/**
 * Publishes RATE events per second, round-robin over the keys. Each event carries the time it was
 * due, not the time the timer got round to it: a stalled process publishes late and in a burst,
 * and that delay is part of what a client sees (the same for both servers, which share the
 * process). It also makes the events of a window exactly RATE per second.
 */
function startPublisher(publish: Publish): () => void {
  const began = now();
  const last = new Float64Array(KEYS).fill(100);
  let sent = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((now() - began) * RATE) / 1000);
    for (; sent < due; sent++) {
      const key = sent % KEYS;
      last[key] = Math.round((last[key]! + (sent % 2 ? 0.01 : -0.01)) * 100) / 100 + (sent % 7) * 0.01;
      publish(key, last[key]!, began + (sent * 1000) / RATE);
    }
  }, 2);
  return () => clearInterval(timer);
}

function request<K extends FromClients['kind']>(
  child: ChildProcess,
  message: ToClients,
  kind: K,
): Promise<Extract<FromClients, { kind: K }>> {
  return new Promise((resolve) => {
    const onMessage = (reply: FromClients) => {
      if (reply.kind !== kind) return;
      child.off('message', onMessage);
      resolve(reply as Extract<FromClients, { kind: K }>);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function round(
  child: ChildProcess,
  name: RoundResult['server'],
  server: { url: string; publish: Publish },
): Promise<RoundResult> {
  const ready = await request(child, { cmd: 'connect', url: server.url }, 'ready');
  process.stdout.write(`  ${name}: ${CLIENTS} clients subscribed in ${ready.ms} ms; `);
  const stop = startPublisher(server.publish);
  await sleep(WARMUP_SECONDS * 1000);
  child.send({ cmd: 'start', at: now() });
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await sleep(SECONDS * 1000);
  const used = process.cpuUsage(cpu);
  const elapsed = (performance.now() - wall) / 1000;
  const result = await request(child, { cmd: 'stop', at: now() }, 'result');
  stop();
  await request(child, { cmd: 'disconnect' }, 'disconnected');
  const r: RoundResult = {
    server: name,
    perSecond: result.deliveries / result.seconds,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    cpuMsPerSecond: (used.user + used.system) / 1000 / elapsed,
    closed: result.closed,
  };
  process.stdout.write(
    `${fmt(r.perSecond)} deliveries/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, max ${r.max.toFixed(1)} ms, ` +
      `server CPU ${r.cpuMsPerSecond.toFixed(0)} ms/s${r.closed ? `, ${r.closed} sockets closed by the server` : ''}\n`,
  );
  return r;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function main(): Promise<void> {
  const offered = RATE * ((CLIENTS * SUBS) / KEYS);
  console.log(
    `feed benchmark: ${CLIENTS} clients x ${SUBS} subscriptions over ${KEYS} keys, ${RATE} price events/s ` +
      `(${fmt(offered)} deliveries/s offered), ${SECONDS} s per round after ${WARMUP_SECONDS} s warm-up, ${ROUNDS} rounds each; ` +
      `${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}`,
  );
  const hub = await startHub();
  const bare = await startBare();
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], {
    execArgv: ['--import', 'tsx'],
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  const results: RoundResult[] = [];
  try {
    for (let n = 1; n <= ROUNDS; n++) {
      console.log(`round ${n}`);
      // Alternating, so drift in the machine's load does not favour one side.
      const order = n % 2 ? (['hub', 'bare'] as const) : (['bare', 'hub'] as const);
      for (const name of order) results.push(await round(child, name, name === 'hub' ? hub : bare));
    }
  } finally {
    child.kill();
    await bare.close();
    await hub.close();
  }

  const of = (name: RoundResult['server']) => results.filter((r) => r.server === name);
  const summary = (name: RoundResult['server']) => {
    const rs = of(name);
    return {
      perSecond: mean(rs.map((r) => r.perSecond)),
      p50: mean(rs.map((r) => r.p50)),
      p99: Math.max(...rs.map((r) => r.p99)),
      cpu: mean(rs.map((r) => r.cpuMsPerSecond)),
    };
  };
  const h = summary('hub');
  const b = summary('bare');
  const ratio = h.perSecond / b.perSecond;
  console.log('\nsummary (deliveries: mean of rounds; p50: mean; p99: worst round)');
  console.log(
    `  hub : ${fmt(h.perSecond)} deliveries/s, p50 ${h.p50.toFixed(2)} ms, p99 ${h.p99.toFixed(2)} ms, server CPU ${h.cpu.toFixed(0)} ms/s`,
  );
  console.log(
    `  bare: ${fmt(b.perSecond)} deliveries/s, p50 ${b.p50.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} ms, server CPU ${b.cpu.toFixed(0)} ms/s`,
  );
  console.log(
    `  ratio hub/bare deliveries: ${ratio.toFixed(3)}  (goal >= ${GOAL_RATIO}: ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  hub p99: ${h.p99.toFixed(2)} ms  (goal <= ${GOAL_P99_MS} ms: ${h.p99 <= GOAL_P99_MS ? 'met' : 'NOT met'})`,
  );
}

if (process.argv.includes('--clients')) {
  void clientProcess();
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
