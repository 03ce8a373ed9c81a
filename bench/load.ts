import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface LoadResult {
  perSecond: number;
  errors: number;
  non2xx: number;
  latencyP50Ms: number;
}

/**
 * Drives `url` with autocannon in a child process, so the load generator does not share the event
 * loop with the servers being measured. Both sides of a comparison go through this same function.
 */
export function measure(
  url: string,
  headers: Record<string, string>,
  { connections = 16, seconds = 5 } = {},
): Promise<LoadResult> {
  const bin = require.resolve('autocannon/autocannon.js');
  const args = [bin, '-j', '-c', String(connections), '-d', String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        errors: number;
        non2xx: number;
        latency: { p50: number };
      };
      resolve({
        perSecond: r.requests.average,
        errors: r.errors,
        non2xx: r.non2xx,
        latencyP50Ms: r.latency.p50,
      });
    });
  });
}
