import { defineConfig } from 'vitest/config';

// Unit and server-integration tests. The browser scenarios live in e2e/ and run separately
// (they need a built web app and a running server).

// `expect.poll` waits 1 s by default: too short on a busy machine. Every project waits 10 s.
const expect = { poll: { timeout: 10_000 } };
// Vitest's 5 s per test is too short for the heavier pure tests when the machine is busy.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', environment: 'node', expect, testTimeout } },
      { test: { name: 'contract', root: 'packages/contract', environment: 'node', expect, testTimeout } },
      { test: { name: 'client', root: 'packages/client', environment: 'node', expect, testTimeout } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          expect,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Seeds the test database once per run; each file starts from a copy of it.
          globalSetup: ['./src/testing/seeded-templates.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'happy-dom',
          expect,
          setupFiles: ['./src/test/setup.ts'],
          // Above the async queries' 10 s (src/test/setup.ts), so a failed wait reports its own message.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
