import { defineConfig } from 'vitest/config';

// Unit and server-integration tests. The browser scenarios live in e2e/ and run separately
// (they need a built web app and a running server).

// `expect.poll` waits 1 s by default: too short on a busy machine. Every project waits 10 s.
const expect = { poll: { timeout: 10_000 } };
// Vitest's 5 s per test is too short for the heavier pure tests when the machine is busy.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which leaves a core idle while a server test
    // waits on PostgreSQL; two workers fill it (docs/decisions.md, "The suite's time").
    maxWorkers: 2,
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
          // A worker keeps its modules between files: importing the server's module graph again
          // for every file was about 5 s a file, near half the project's time. Files share no
          // state through modules: each builds its own app on its own database.
          isolate: false,
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
