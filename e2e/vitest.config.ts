import { defineConfig } from 'vitest/config';

// Browser scenarios on shared servers (started in global setup, as `npm start` would) and Debian's
// Chromium, in lanes: one server and one worker per lane, files of one lane one after another
// (they share its customers), lanes side by side (lane.ts). `E2E_LANES` sets how many (default 2).
// The scenarios named *.own-server.e2e.ts start servers of their own and run apart, at the same
// time (vitest.own-server.config.ts, run-e2e.mjs).
const lanes = Math.max(1, Math.floor(Number(process.env.E2E_LANES ?? '2')) || 1);

export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**', '**/*.own-server.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // Two minutes: a scenario of logins, downloads and axe scans that takes 40–50 s on a two-core CI
    // machine under two lanes' load once passed 60 s (stop 38, tax.e2e). A passing test is no slower.
    testTimeout: 120_000,
    // `expect.poll` waits 1 s by default: too short for a browser on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    fileParallelism: lanes > 1,
    maxWorkers: lanes,
    // A name filter given to run-e2e.mjs may match files of only one of the two runs.
    passWithNoTests: true,
  },
});
