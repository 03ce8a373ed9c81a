import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { LIVE_MARKET_ENV, startServer, type RunningServer } from './server';
import { chromiumPath } from './browser';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  chromiumPath(); // fail early, with install advice, when there is no browser
  if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
    throw new Error('The web app is not built: run `npm run build` first (npm run test:e2e does).');
  }
  // Every market open and prices moving, so live prices can be watched at any hour (issue 3).
  server = await startServer({ ...LIVE_MARKET_ENV });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  const code = await server?.stop();
  if (code !== 0 && code !== null) throw new Error(`server did not stop cleanly on SIGTERM (exit ${code})`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
