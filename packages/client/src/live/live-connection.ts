import { LIVE_CLOSE, LIVE_SUBPROTOCOL, type ClientCommand } from '@broker/contract';
import type { Clock } from '../clock';
import { LiveConnectionError, type LiveError } from './errors';
import { isRecord, parseFrame, type RawFrame } from './parse-frame';
import { pollUntilReady } from './ready-poll';
import { reconnectDelay, type ReconnectPolicy } from './reconnect-delay';
import { SOCKET_OPEN, type LiveSocket, type LiveSocketConstructor } from './socket';

/**
 * `connecting`: a socket is being opened. `open`: it is open and the login was sent. `logged-in`:
 * the server acknowledged the login; commands can be sent. `closed`: no socket (before the first
 * connect, between a drop and the reconnect, and after `close()`).
 */
export type LiveStatus = 'connecting' | 'open' | 'logged-in' | 'closed';

/** Where malformed messages and other ignored oddities are reported; `console` by default. */
export interface LiveLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface LiveConnectionOptions {
  url: string;
  WebSocket: LiveSocketConstructor;
  clock: Clock;
  logger: LiveLogger;
  random: () => number;
  reconnect: ReconnectPolicy;
  /** 0 turns the silent-connection watchdog off. */
  idleTimeoutMs: number;
  /** Every well-formed frame except the login answer and heartbeats. */
  onFrame: (frame: RawFrame) => void;
  onLoggedIn: () => void;
  /** The socket that was logged in (or on its way) is gone; a reconnect follows unless stopped. */
  onDisconnected: () => void;
  onError: (error: LiveError) => void;
}

const LOGIN: ClientCommand = { cmd: 'login', args: {} };

/**
 * One logical connection to a live feed across any number of sockets: opens with the subprotocol,
 * logs in, reconnects with backoff, watches for silence, and reports status. What is subscribed is
 * the business of the client on top.
 */
export class LiveConnection {
  readonly #options: LiveConnectionOptions;
  #socket: LiveSocket | undefined;
  #generation = 0;
  #loggedIn = false;
  #running = false;
  #status: LiveStatus = 'closed';
  #attempt = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #lastActivity = 0;
  #lastMessageAt: number | undefined;
  readonly #statusListeners = new Set<(status: LiveStatus) => void>();

  constructor(options: LiveConnectionOptions) {
    this.#options = options;
  }

  get status(): LiveStatus {
    return this.#status;
  }

  /** Clock time of the last message of any kind, heartbeats included; kept across reconnects. */
  get lastMessageAt(): number | undefined {
    return this.#lastMessageAt;
  }

  /** Changes with every socket, so that "sent on this socket" can be told from "sent on an old one". */
  get generation(): number {
    return this.#generation;
  }

  /** Spec 001 §4: the open state and the logged-in acknowledgement. */
  get ready(): boolean {
    return this.#socket !== undefined && this.#socket.readyState === SOCKET_OPEN && this.#loggedIn;
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#attempt = 0;
    this.#open();
  }

  stop(): void {
    this.#running = false;
    clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = undefined;
    const socket = this.#socket;
    this.#detach();
    socket?.close(1000, 'client closed');
    this.#setStatus('closed');
  }

  /** Sends when ready; false (and nothing sent) otherwise. */
  send(command: ClientCommand): boolean {
    if (!this.ready || !this.#socket) return false;
    this.#socket.send(JSON.stringify(command));
    return true;
  }

  /** Spec 001 §4, §9: true once ready, false after the last of the backoff polls. */
  whenReady(): Promise<boolean> {
    return pollUntilReady(
      () => this.ready,
      (ms) => this.#options.clock.sleep(ms),
    );
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  #open(): void {
    this.#generation++;
    this.#loggedIn = false;
    this.#setStatus('connecting');
    let socket: LiveSocket;
    try {
      socket = new this.#options.WebSocket(this.#options.url, LIVE_SUBPROTOCOL);
    } catch (error) {
      this.#options.logger.warn('Live feed: could not open a socket', this.#options.url, error);
      this.#setStatus('closed');
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#lastActivity = this.#options.clock.now();
    this.#armIdleWatch(socket);

    socket.addEventListener('open', () => {
      if (socket !== this.#socket) return;
      this.#setStatus('open');
      // The session cookie went with the upgrade request; this asks the server to apply it.
      socket.send(JSON.stringify(LOGIN));
    });
    socket.addEventListener('message', (event) => {
      if (socket !== this.#socket) return;
      this.#onMessage(socket, event.data);
    });
    socket.addEventListener('close', (event) => {
      if (socket !== this.#socket) return;
      if (event.code === LIVE_CLOSE.UNAUTHORIZED) {
        this.#options.onError(
          new LiveConnectionError('unauthorized', event.reason || 'Live feed needs a session'),
        );
        // Retrying cannot help until the user logs in again; the app calls connect() then.
        this.#running = false;
      }
      this.#lose();
    });
    // A failed socket always closes afterwards; the close handler does the work. Listening keeps
    // Node's `ws` from treating the error as unhandled.
    socket.addEventListener('error', () => undefined);
  }

  #onMessage(socket: LiveSocket, message: unknown): void {
    const now = this.#options.clock.now();
    this.#lastActivity = now;
    this.#lastMessageAt = now;
    const parsed = parseFrame(message);
    if (!parsed.ok) {
      this.#options.logger.warn(`Live feed: malformed message ignored (${parsed.problem})`, message);
      return;
    }
    const { frame } = parsed;
    if (frame.type === 'heartbeat') return;
    if (frame.type === 'ack' && frame.data.cmd === 'login') {
      this.#loggedIn = true;
      this.#attempt = 0;
      this.#setStatus('logged-in');
      this.#options.onLoggedIn();
      return;
    }
    if (frame.type === 'err' && isRecord(frame.data.cmd) && frame.data.cmd.cmd === 'login') {
      const msg = typeof frame.data.msg === 'string' ? frame.data.msg : 'login refused';
      this.#options.onError(new LiveConnectionError('login-refused', msg));
      // The session may come to life (the user logs in in another tab); try again with backoff.
      socket.close(1000, 'login refused');
      this.#lose();
      return;
    }
    this.#options.onFrame(frame);
  }

  #lose(): void {
    this.#detach();
    this.#setStatus('closed');
    this.#options.onDisconnected();
    this.#scheduleReconnect();
  }

  #detach(): void {
    this.#socket = undefined;
    this.#loggedIn = false;
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
  }

  #scheduleReconnect(): void {
    if (!this.#running) return;
    const delay = reconnectDelay(this.#attempt++, this.#options.reconnect, this.#options.random);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      if (this.#running) this.#open();
    }, delay);
  }

  /**
   * One timer per socket, re-armed for the remaining time when it fires, rather than a timer reset
   * on every message: the feed can deliver thousands of frames a second.
   */
  #armIdleWatch(socket: LiveSocket): void {
    const idleMs = this.#options.idleTimeoutMs;
    if (idleMs <= 0) return;
    const check = (): void => {
      if (socket !== this.#socket) return;
      const silentFor = this.#options.clock.now() - this.#lastActivity;
      if (silentFor < idleMs) {
        this.#idleTimer = setTimeout(check, idleMs - silentFor);
        return;
      }
      this.#options.logger.warn(`Live feed: nothing heard for ${silentFor} ms; reconnecting`);
      socket.close(1000, 'idle');
      this.#lose();
    };
    this.#idleTimer = setTimeout(check, idleMs);
  }

  #setStatus(status: LiveStatus): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of [...this.#statusListeners]) {
      try {
        listener(status);
      } catch (error) {
        this.#options.logger.warn('Live feed: status listener threw', error);
      }
    }
  }
}
