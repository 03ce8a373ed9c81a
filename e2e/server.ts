import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

/**
 * The market as the browser scenarios need it: every exchange open whatever the hour, ticks fast
 * enough that a price moves within a few seconds, and no random trading halts (at speed 10 a halt
 * of the share a scenario buys turned its order form to "trading is halted" now and then; halts
 * have their own server tests).
 */
export const LIVE_MARKET_ENV = {
  SIMULATOR_CLOCK: 'always-open',
  SIMULATOR_SPEED: '10',
  SIMULATOR_HALTS_PER_DAY: '0',
} as const;

/**
 * Where a server runs. A scenario that restarts "the same" server passes the port and data
 * directory of the first start; a data directory passed in belongs to the caller and is kept.
 */
export interface ServerPlace {
  port?: number;
  dataDir?: string;
}

/**
 * Starts the real server the way `npm start` does (after the web build), on a fresh embedded
 * database in a temporary directory, and waits until /health answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  timeoutMs = 240_000,
  place: ServerPlace = {},
): Promise<RunningServer> {
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? mkdtempSync(join(tmpdir(), 'broker-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Sign-up's nightly window (01:00–01:30 UTC) off: the suite runs at any hour.
      SIGNUP_DOWNTIME: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok && log.includes('is running on')) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not come up within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (!place.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
