import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ACTIVE_EXCHANGE_ORDER_STATES,
  PRICE_UNITS,
  isActiveExchangeOrder,
  type AlgoAggression,
  type ExchangeOrderType,
  type Side,
} from '@broker/domain';
import type { Db } from '../db/database';
import { exchangeOrders } from '../db/schema';
import type { Bus, BusMessage } from '../feed/bus';
import type { MarketLog } from '../market/market-store';
import type { VenueHost, VenueRuntime } from '../market/venue';
import { ExchangeBooker } from './booking';
import { ExchangeEngine, type BookOrder } from './engine';
import type { ExchangeOrderRow } from './replies';

/**
 * The exchange beside the simulator, in the process that leads. Orders reach it over the bus (any
 * process places them in the database and announces the id); it also looks for new orders every
 * POLL_MS, so an announcement lost, or an order placed while no process led, is still picked up.
 * On start it enters every active order from the database in the order they came, so a restart
 * (or a new leader) carries on with the book as it was booked.
 */

export const POLL_MS = 2000;

export interface ExchangeRuntimeOptions {
  db: Db;
  bus: Bus;
  log: MarketLog;
  /** Now, on the server's clock. */
  now(): number;
  /** The accounts a booking changed, for the account caches of this process. */
  onBooked?(accids: number[]): void;
  pollMs?: number;
}

export function toBookOrder(row: ExchangeOrderRow): BookOrder {
  const limit = row.price === null ? undefined : Math.round(Number(row.price) * PRICE_UNITS);
  const untriggered = row.state === 'NEW' || row.state === 'WAITING';
  const trigger = !untriggered
    ? undefined
    : row.orderType === 'STOP_LIMIT' && row.triggerPrice !== null
      ? { kind: 'STOP' as const, price: Math.round(Number(row.triggerPrice) * PRICE_UNITS) }
      : row.orderType === 'STOP_TRAILING' && row.trailPercent !== null
        ? { kind: 'TRAIL' as const, percent: Number(row.trailPercent), extreme: 0 }
        : undefined;
  return {
    id: row.id,
    version: row.version,
    instrumentId: row.instrumentId,
    marketId: row.marketId,
    side: row.side as Side,
    orderType: row.orderType as ExchangeOrderType,
    limit,
    remaining: row.volume - row.tradedVolume,
    validUntil: row.validUntil,
    trigger,
    aggression: (row.algoAggression ?? undefined) as AlgoAggression | undefined,
    peak: row.openVolume ?? undefined,
  };
}

export class ExchangeRuntime implements VenueRuntime {
  readonly engine: ExchangeEngine;
  readonly booker: ExchangeBooker;
  private unsubscribe: (() => void) | undefined;
  private poller: NodeJS.Timeout | undefined;
  /** Reads of the database, one at a time, so orders enter in the order they were read. */
  private reads: Promise<void> = Promise.resolve();
  private running = false;

  constructor(private readonly opts: ExchangeRuntimeOptions) {
    this.booker = new ExchangeBooker({
      db: opts.db,
      bus: opts.bus,
      log: opts.log,
      onRefused: (instrumentId) => this.resync(instrumentId),
      ...(opts.onBooked ? { onBooked: opts.onBooked } : {}),
    });
    this.engine = new ExchangeEngine(this.booker);
  }

  get venue() {
    return this.engine;
  }

  async start(host: VenueHost): Promise<void> {
    this.engine.attach(host);
    this.running = true;
    this.unsubscribe = this.opts.bus.subscribe(this.onBus);
    const rows = await this.opts.db
      .select()
      .from(exchangeOrders)
      .where(inArray(exchangeOrders.state, [...ACTIVE_EXCHANGE_ORDER_STATES]))
      .orderBy(asc(exchangeOrders.id));
    for (const row of rows) this.enter(row);
    this.poller = setInterval(() => this.poll(), this.opts.pollMs ?? POLL_MS);
    this.poller.unref();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    clearInterval(this.poller);
    this.engine.attach(undefined);
    await this.reads;
    await this.booker.flush();
  }

  /** Resolves when the reads and bookings started so far are done. */
  async flush(): Promise<void> {
    await this.reads;
    await this.booker.flush();
  }

  private readonly onBus = (message: BusMessage): void => {
    if (message.kind !== 'exchange') return;
    const orderId = Number(message.data.orderId);
    if (!Number.isInteger(orderId)) return;
    this.read(async () => {
      const [row] = await this.opts.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, orderId));
      if (row) this.enter(row);
    });
  };

  private enter(row: ExchangeOrderRow): void {
    if (!this.running) return;
    this.engine.apply(toBookOrder(row), isActiveExchangeOrder(row.state), this.opts.now());
  }

  private read(work: () => Promise<void>): void {
    this.reads = this.reads.then(work).catch((error: unknown) => {
      this.opts.log.error({ err: error }, 'exchange: reading orders failed');
    });
  }

  /** New orders the engine has not seen (their announcement got lost). */
  private poll(): void {
    this.read(async () => {
      const rows = await this.opts.db
        .select()
        .from(exchangeOrders)
        .where(eq(exchangeOrders.state, 'NEW'))
        .orderBy(asc(exchangeOrders.id));
      for (const row of rows) if (!this.engine.holds(row.id)) this.enter(row);
    });
  }

  /** A booking was refused: the share's orders are entered again as the database has them. */
  private resync(instrumentId: number): void {
    this.read(async () => {
      await this.booker.flush();
      const rows = await this.opts.db
        .select()
        .from(exchangeOrders)
        .where(
          and(
            eq(exchangeOrders.instrumentId, instrumentId),
            inArray(exchangeOrders.state, [...ACTIVE_EXCHANGE_ORDER_STATES]),
          ),
        )
        .orderBy(asc(exchangeOrders.id));
      this.engine.clearShare(instrumentId);
      for (const row of rows) this.enter(row);
    });
  }
}
