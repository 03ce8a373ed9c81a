import { defineConfig } from 'vitest/config';

// Browser scenarios: one server (started in global setup, as `npm start` would) and Debian's Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    // `expect.poll` waits 1 s by default: too short for a browser on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
