import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import {
  ClientCommandSchema,
  LIVE_CLOSE,
  LIVE_PRIVATE_PATH,
  LIVE_PUBLIC_PATH,
  LIVE_SUBPROTOCOL,
  frameKey,
  subscriptionKey,
  type ClientCommand,
  type LiveType,
  type SubscriptionArgs,
} from '@broker/contract';

/** One socket the server accepted. */
export interface FeedConnection {
  readonly id: number;
  readonly path: string;
  /** What the client asked for in Sec-WebSocket-Protocol. */
  readonly requestedProtocols: readonly string[];
  readonly socket: WebSocket;
  loggedIn: boolean;
  /** Subscription keys, as the server holds them. */
  readonly keys: Set<string>;
}

export interface ReceivedMessage {
  connection: number;
  path: string;
  raw: string;
  /** The parsed command, or undefined when the message was not a valid command. */
  command: ClientCommand | undefined;
}

/**
 * `ack` answers logins at once; `hold` keeps them until `releaseLogins()`; `refuse` answers `err`.
 */
export type LoginMode = 'ack' | 'hold' | 'refuse';

/**
 * A small live-data server speaking the protocol of `@broker/contract` (live.ts) on a real socket,
 * for the client's tests: it accepts only the subprotocol 'NEXT' on the public and private paths,
 * answers login, subscribe and unsubscribe with `ack` or `err`, refuses subscriptions before the
 * login, sends frames to the connections subscribed to their key, records what it received, and
 * can be stopped and started again on the same port, as a restarting server would be.
 */
export class TestFeedServer {
  loginMode: LoginMode = 'ack';
  /** The `msg` of an `err` for a subscription, or undefined to acknowledge it. */
  refuse: (args: SubscriptionArgs) => string | undefined = () => undefined;
  /** The complete first frame sent after a subscription's ack, if any (issue 3: "first frame full"). */
  snapshot: (args: SubscriptionArgs) => Record<string, unknown> | undefined = () => undefined;
  /** Connections to the private path are closed with LIVE_CLOSE.UNAUTHORIZED. */
  privateUnauthorized = false;

  readonly connections: FeedConnection[] = [];
  readonly received: ReceivedMessage[] = [];
  #server: WebSocketServer | undefined;
  #port = 0;
  #nextId = 1;
  readonly #heldLogins: FeedConnection[] = [];

  static async start(): Promise<TestFeedServer> {
    const server = new TestFeedServer();
    await server.#listen(0);
    return server;
  }

  get port(): number {
    return this.#port;
  }

  url(path: string = LIVE_PUBLIC_PATH): string {
    return `ws://127.0.0.1:${this.#port}${path}`;
  }

  /** Connections still open. */
  get open(): FeedConnection[] {
    return this.connections.filter((c) => c.socket.readyState === WebSocket.OPEN);
  }

  /** The valid commands received, optionally only those named `cmd`. */
  commands(cmd?: ClientCommand['cmd']): ClientCommand[] {
    return this.received.flatMap((m) => (m.command && (!cmd || m.command.cmd === cmd) ? [m.command] : []));
  }

  releaseLogins(): void {
    for (const connection of this.#heldLogins.splice(0)) this.#acceptLogin(connection);
  }

  /** Sends a data frame to every connection subscribed to its key; returns how many got it. */
  publish(type: LiveType, data: Record<string, unknown>): number {
    const key = frameKey(type, data);
    const targets = this.open.filter((c) => key !== undefined && c.keys.has(key));
    for (const connection of targets) this.#send(connection, { type, data });
    return targets.length;
  }

  /** Sends anything, subscribed or not, to every open connection on `path`. */
  broadcast(message: unknown, path: string = LIVE_PUBLIC_PATH): void {
    const raw = typeof message === 'string' ? message : JSON.stringify(message);
    for (const connection of this.open.filter((c) => c.path === path)) connection.socket.send(raw);
  }

  heartbeat(path: string = LIVE_PUBLIC_PATH): void {
    this.broadcast({ type: 'heartbeat', data: {} }, path);
  }

  /** Drops every connection without a closing handshake, as a crashing server does. */
  dropConnections(): void {
    for (const connection of this.open) connection.socket.terminate();
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** Listens again on the same port. */
  async restart(): Promise<void> {
    await this.stop();
    await this.#listen(this.#port);
  }

  async #listen(port: number): Promise<void> {
    const server = new WebSocketServer({
      port,
      host: '127.0.0.1',
      verifyClient: (info: { req: IncomingMessage }) => {
        const path = new URL(info.req.url ?? '/', 'http://localhost').pathname;
        return (
          (path === LIVE_PUBLIC_PATH || path === LIVE_PRIVATE_PATH) &&
          protocolsOf(info.req).includes(LIVE_SUBPROTOCOL)
        );
      },
      handleProtocols: (protocols) => (protocols.has(LIVE_SUBPROTOCOL) ? LIVE_SUBPROTOCOL : false),
    });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    this.#server = server;
    this.#port = (server.address() as AddressInfo).port;
    server.on('connection', (socket, req) => this.#accept(socket, req));
  }

  #accept(socket: WebSocket, req: IncomingMessage): void {
    const connection: FeedConnection = {
      id: this.#nextId++,
      path: new URL(req.url ?? '/', 'http://localhost').pathname,
      requestedProtocols: protocolsOf(req),
      socket,
      loggedIn: false,
      keys: new Set(),
    };
    this.connections.push(connection);
    if (connection.path === LIVE_PRIVATE_PATH && this.privateUnauthorized) {
      socket.close(LIVE_CLOSE.UNAUTHORIZED, 'no session');
      return;
    }
    socket.on('message', (data) => this.#onMessage(connection, rawText(data)));
  }

  #onMessage(connection: FeedConnection, raw: string): void {
    let command: ClientCommand | undefined;
    try {
      const parsed = ClientCommandSchema.safeParse(JSON.parse(raw));
      command = parsed.success ? parsed.data : undefined;
    } catch {
      command = undefined;
    }
    this.received.push({ connection: connection.id, path: connection.path, raw, command });
    if (!command) {
      this.#send(connection, { type: 'err', data: { msg: 'malformed command', cmd: raw } });
      return;
    }
    if (command.cmd === 'login') {
      if (this.loginMode === 'hold') this.#heldLogins.push(connection);
      else if (this.loginMode === 'refuse')
        this.#send(connection, { type: 'err', data: { msg: 'no session', cmd: command } });
      else this.#acceptLogin(connection);
      return;
    }
    if (!connection.loggedIn) {
      this.#send(connection, { type: 'err', data: { msg: 'login first', cmd: command } });
      return;
    }
    const key = subscriptionKey(command.args);
    if (command.cmd === 'unsubscribe') {
      connection.keys.delete(key);
      this.#send(connection, { type: 'ack', data: { cmd: 'unsubscribe', args: command.args } });
      return;
    }
    const refusal = this.refuse(command.args);
    if (refusal !== undefined) {
      this.#send(connection, { type: 'err', data: { msg: refusal, cmd: command } });
      return;
    }
    connection.keys.add(key);
    this.#send(connection, { type: 'ack', data: { cmd: 'subscribe', args: command.args } });
    const full = this.snapshot(command.args);
    if (full) this.#send(connection, { type: command.args.t, data: full });
  }

  #acceptLogin(connection: FeedConnection): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    connection.loggedIn = true;
    this.#send(connection, { type: 'ack', data: { cmd: 'login' } });
  }

  #send(connection: FeedConnection, frame: unknown): void {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(frame));
  }
}

function protocolsOf(req: IncomingMessage): string[] {
  const header = req.headers['sec-websocket-protocol'];
  return header ? header.split(',').map((p) => p.trim()) : [];
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
