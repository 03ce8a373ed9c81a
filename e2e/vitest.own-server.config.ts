import { defineConfig } from 'vitest/config';

// The scenarios that start servers of their own (their own clock, data and port): they spend most
// of their time waiting for a market clock, so run-e2e.mjs runs them, one after another, beside
// the shared-server scenarios rather than after them.
export default defineConfig({
  test: {
    include: ['**/*.own-server.e2e.ts'],
    testTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    fileParallelism: false,
    // A name filter given to run-e2e.mjs may match files of only one of the two runs.
    passWithNoTests: true,
  },
});
