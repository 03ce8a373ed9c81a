import { defineConfig } from 'vitest/config';

// Browser scenarios: one server (started in global setup, as `npm start` would) and Debian's Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
