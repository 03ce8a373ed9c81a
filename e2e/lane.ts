import { inject } from 'vitest';

/**
 * The shared-server scenarios run in lanes (vitest.config.ts): each worker has a server of its own,
 * started by the global setup with its own data, so files in different lanes never share a
 * customer while files in one lane run one after another as before. A worker's pool id (1 … lanes)
 * picks its server.
 */
export function laneUrl(): string {
  const urls = inject('baseUrls');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(poolId - 1) % urls.length]!;
}
