import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  LIVE_CLOSE,
  LIVE_PRIVATE_PATH,
  LIVE_PUBLIC_PATH,
  LIVE_SUBPROTOCOL,
  type LiveFrame,
} from '@broker/contract';
import type { Db } from '../db/database';
import { findLiveSession, isSessionLive, SESSION_COOKIE, type SessionUser } from '../auth/sessions';
import type { FeedClient, FeedHub } from './feed-hub';
import type { FeedSocket } from './outbox';
import { parseCommand, type ParsedCommand } from './commands';
import { rateLimitedLog } from './log-limiter';
import { clientAddressOf, ConnectionCounter, FrameBudget, originAllowed } from './handshake-checks';

export interface LiveSocketOptions {
  db: Db;
  /** Commands a connection may have waiting; a reconnect sends all its subscriptions at once. */
  maxCommandsWaiting: number;
  /** Average frames per second a socket may send; bursts up to `maxCommandsWaiting`. */
  maxFramesPerSecond: number;
  maxConnectionsPerAddress: number;
  trustProxy: boolean | number | string[];
  /** Origins besides the site's own allowed to open the private feed. */
  allowedOrigins: readonly string[];
}

/** Commands are a few dozen bytes; anything near this is not a client of ours. */
const MAX_CLIENT_FRAME = 16 * 1024;
/** How long a closing socket has to take its close frame before it is cut off. */
const CLOSE_GRACE_MS = 5_000;
/** On shutdown, clients get this long to answer the 1001 close before they are cut off. */
const SHUTDOWN_GRACE_MS = 1_000;
/** A private connection outlives neither a logout nor its session's expiry by more than this. */
const SESSION_RECHECK_MS = 60_000;
const TEXT = { binary: false } as const;

interface Connection {
  ws: WebSocket;
  client: FeedClient;
  cookie: string | undefined;
  /** Private feed only: the session it was opened with. */
  session: SessionUser | undefined;
  chain: Promise<void>;
  waiting: number;
  budget: FrameBudget;
  /** Set once the socket is being closed for flooding: its remaining frames are dropped unread. */
  flooded: boolean;
}

/**
 * The WebSocket side of the live feed on Fastify's HTTP server: `/ws/2/public` and `/ws/2/private`,
 * subprotocol NEXT only. A handshake that does not offer NEXT is refused with HTTP 400 before any
 * upgrade. Each connection's commands run one after another, so replies keep the order of commands.
 */
export function attachLiveSockets(app: FastifyInstance, hub: FeedHub, options: LiveSocketOptions): void {
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_CLIENT_FRAME,
    perMessageDeflate: false,
    handleProtocols: (offered) => (offered.has(LIVE_SUBPROTOCOL) ? LIVE_SUBPROTOCOL : false),
  });
  const connections = new Set<Connection>();
  const logMalformed = rateLimitedLog(app.log, 'info');
  const logSocketError = rateLimitedLog(app.log, 'debug');
  const logRefused = rateLimitedLog(app.log, 'info');
  const logCommandError = rateLimitedLog(app.log, 'error');
  const addressOf = clientAddressOf(options.trustProxy);
  const perAddress = new ConnectionCounter(options.maxConnectionsPerAddress);
  let closing = false;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Until the handshake is ws's, a reset from the client must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?', 1)[0];
    const isPrivate = path === LIVE_PRIVATE_PATH;
    if (path !== LIVE_PUBLIC_PATH && !isPrivate) {
      // Another upgrade listener may own the path; when there is none the request is ours to answer.
      if (app.server.listenerCount('upgrade') === 1) {
        refuse(socket, 404, 'Not Found', 'no WebSocket endpoint here');
      }
      return;
    }
    if (closing) return refuse(socket, 503, 'Service Unavailable', 'server shutting down');
    if (!offersSubprotocol(req.headers['sec-websocket-protocol'])) {
      return refuse(socket, 400, 'Bad Request', `WebSocket subprotocol ${LIVE_SUBPROTOCOL} required`);
    }
    if (isPrivate && !originAllowed(req, options.trustProxy, options.allowedOrigins)) {
      logRefused({ origin: String(req.headers.origin).slice(0, 200) }, 'live feed: foreign origin refused');
      return refuse(socket, 403, 'Forbidden', 'origin not allowed');
    }
    const address = addressOf(req);
    if (!perAddress.take(address)) {
      logRefused({ address }, 'live feed: too many connections from one address');
      return refuse(socket, 429, 'Too Many Requests', 'too many live-data connections from this address');
    }
    // Every way out of here (refused, failed handshake, closed connection) ends with the socket.
    socket.once('close', () => perAddress.release(address));
    const cookie = app.parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
    if (!isPrivate) {
      wss.handleUpgrade(req, socket, head, (ws) => open(ws, socket, cookie, undefined));
      return;
    }
    findLiveSession(options.db, cookie).then(
      (session) => {
        if (socket.destroyed) return;
        if (closing) return refuse(socket, 503, 'Service Unavailable', 'server shutting down');
        wss.handleUpgrade(req, socket, head, (ws) => {
          if (session !== undefined) return open(ws, socket, cookie, session);
          // A browser cannot read an HTTP status on a failed handshake; a close code it can.
          ws.on('error', (error) => logSocketError({ err: error }, 'live feed: socket error'));
          closeSocket(ws, LIVE_CLOSE.UNAUTHORIZED, 'no live session');
        });
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'live feed: session lookup failed');
        refuse(socket, 503, 'Service Unavailable', 'try again');
      },
    );
  };

  function open(
    ws: WebSocket,
    socket: Duplex,
    cookie: string | undefined,
    session: SessionUser | undefined,
  ): void {
    const client = hub.connect(feedSocket(ws, socket), session?.customerId);
    const conn: Connection = {
      ws,
      client,
      cookie,
      session,
      chain: Promise.resolve(),
      waiting: 0,
      budget: new FrameBudget(options.maxFramesPerSecond, options.maxCommandsWaiting),
      flooded: false,
    };
    connections.add(conn);
    socket.on('drain', () => client.outbox.flush());
    ws.on('message', (data, isBinary) => onMessage(conn, data, isBinary));
    ws.on('error', (error) => logSocketError({ err: error }, 'live feed: socket error'));
    ws.on('close', () => {
      connections.delete(conn);
      hub.disconnect(client);
    });
  }

  function onMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    if (conn.flooded) return;
    if (!conn.budget.take()) {
      // Cheaper than answering each frame: the flood ends here, and the client learns why.
      conn.flooded = true;
      logRefused({ subscriptions: conn.client.subscriptions.size }, 'live feed: closing a flooding socket');
      hub.disconnect(conn.client);
      closeSocket(conn.ws, LIVE_CLOSE.TOO_MANY_FRAMES, 'too many frames');
      return;
    }
    const text = isBinary ? undefined : rawText(data);
    const parsed: ParsedCommand =
      text === undefined
        ? { ok: false, msg: 'malformed frame: commands are JSON text frames' }
        : parseCommand(text);
    if (!parsed.ok) {
      logMalformed({ msg: parsed.msg, frame: text?.slice(0, 200) }, 'live feed: malformed client frame');
    }
    if (conn.waiting >= options.maxCommandsWaiting) {
      hub.reply(conn.client, {
        type: 'err',
        data: { msg: 'too many commands waiting; slow down', cmd: parsed.cmd },
      });
      return;
    }
    conn.waiting++;
    conn.chain = conn.chain
      .then(() => run(conn, parsed))
      .catch((error: unknown) => {
        logCommandError({ err: error }, 'live feed: command failed');
        try {
          hub.reply(conn.client, { type: 'err', data: { msg: 'internal error', cmd: parsed.cmd } });
        } catch (replyError) {
          logCommandError({ err: replyError }, 'live feed: could not report a failed command');
        }
      })
      .finally(() => conn.waiting--);
  }

  async function run(conn: Connection, parsed: ParsedCommand): Promise<void> {
    const { client } = conn;
    if (client.closed) return;
    if (!parsed.ok) return hub.reply(client, { type: 'err', data: { msg: parsed.msg, cmd: parsed.cmd } });
    const { command, cmd } = parsed;
    if (command.cmd === 'login') {
      // The public feed serves visitors too (spec 002 §1): its login is acknowledged with or
      // without a session. The private feed needs the session it was opened with to be live.
      if (conn.session === undefined) return hub.reply(client, { type: 'ack', data: { cmd: 'login' } });
      const session = await findLiveSession(options.db, conn.cookie);
      if (session !== undefined) return hub.reply(client, { type: 'ack', data: { cmd: 'login' } });
      hub.reply(
        client,
        err('no live session: log in first; the session cookie of the WebSocket handshake is used', cmd),
      );
      if (conn.session !== undefined) closeSocket(conn.ws, LIVE_CLOSE.UNAUTHORIZED, 'session ended');
      return;
    }
    if (conn.session !== undefined) {
      return hub.reply(
        client,
        err(
          'the private feed takes no subscriptions: it sends all order and trade events of the logged-in customer',
          cmd,
        ),
      );
    }
    if (command.cmd === 'subscribe') return hub.subscribe(client, command.args, cmd);
    hub.unsubscribe(client, command.args);
  }

  // Logging out (or expiry) ends the private feed too, at most SESSION_RECHECK_MS later.
  const recheck = setInterval(() => {
    for (const conn of connections) {
      const session = conn.session;
      if (session === undefined) continue;
      isSessionLive(options.db, session.sessionId).then(
        (live) => {
          if (!live) closeSocket(conn.ws, LIVE_CLOSE.UNAUTHORIZED, 'session ended');
        },
        (error: unknown) => logSocketError({ err: error }, 'live feed: session recheck failed'),
      );
    }
  }, SESSION_RECHECK_MS);
  recheck.unref();

  app.server.on('upgrade', onUpgrade);

  // Before the HTTP server closes: it waits for every connection, upgraded ones included.
  app.addHook('preClose', async () => {
    closing = true;
    app.server.off('upgrade', onUpgrade);
    clearInterval(recheck);
    hub.closeAll(LIVE_CLOSE.GOING_AWAY, 'server shutting down');
    await allClosed(connections, SHUTDOWN_GRACE_MS);
    for (const conn of connections) conn.ws.terminate();
  });
  app.addHook('onClose', async () => {
    hub.close();
    wss.close();
  });
}

/** `socket` is the one ws writes to: corking it batches ws's writes. */
function feedSocket(ws: WebSocket, socket: Duplex): FeedSocket {
  return {
    get bufferedAmount() {
      return ws.bufferedAmount;
    },
    send(frame) {
      ws.send(frame, TEXT);
    },
    close(code, reason) {
      closeSocket(ws, code, reason);
    },
    cork() {
      socket.cork();
    },
    uncork() {
      socket.uncork();
    },
  };
}

/** A client that stopped reading never answers the close frame: it is cut off after a grace period. */
function closeSocket(ws: WebSocket, code: number, reason: string): void {
  if (ws.readyState === WebSocket.CLOSING || ws.readyState === WebSocket.CLOSED) return;
  ws.close(code, reason);
  const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
  cut.unref();
  ws.once('close', () => clearTimeout(cut));
}

function err(msg: string, cmd: unknown): LiveFrame {
  return { type: 'err', data: { msg, cmd } };
}

function offersSubprotocol(header: string | undefined): boolean {
  return header !== undefined && header.split(',').some((p) => p.trim() === LIVE_SUBPROTOCOL);
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function refuse(socket: Duplex, status: number, statusText: string, body: string): void {
  if (socket.destroyed) return;
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

function allClosed(connections: Set<Connection>, withinMs: number): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (connections.size === 0 || Date.now() - started >= withinMs) return resolve();
      setTimeout(check, 20);
    };
    check();
  });
}
