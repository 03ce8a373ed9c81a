import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { LIVE_MARKET_ENV, startServer, type RunningServer } from './server';
import { chromiumPath } from './browser';

let servers: RunningServer[] = [];

export async function setup(project: TestProject) {
  chromiumPath(); // fail early, with install advice, when there is no browser
  if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  // Every market open and prices moving, so live prices can be watched at any hour (issue 3). One
  // server per lane (lane.ts), each seeding its own data directory.
  servers = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, () => startServer({ ...LIVE_MARKET_ENV })),
  );
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
}

export async function teardown() {
  const codes = await Promise.all(servers.map((s) => s.stop()));
  if (codes.some((code) => code !== 0 && code !== null))
    throw new Error(`a server did not stop cleanly on SIGTERM (exits ${codes.join(', ')})`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
  }
}
