// Runs the two groups of browser scenarios at once: the ones on the shared server (printed as they
// run) and the ones with servers of their own, which mostly wait for a market clock (printed when
// both are done). Fails when either fails. `node run-e2e.mjs [vitest args]` passes args to both.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const vitest = (config, stdio) =>
  spawn('npx', ['vitest', 'run', '--config', config, ...args], { stdio, env: process.env });

const started = Date.now();
const shared = vitest('vitest.config.ts', 'inherit');
const isolated = vitest('vitest.own-server.config.ts', ['ignore', 'pipe', 'pipe']);
let isolatedOutput = '';
isolated.stdout.on('data', (chunk) => (isolatedOutput += chunk));
isolated.stderr.on('data', (chunk) => (isolatedOutput += chunk));

// Stopping the runner stops both runs (and with them their servers and browsers).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    shared.kill(signal);
    isolated.kill(signal);
  });
}

const exit = (child) =>
  new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (signal) console.error(`e2e: a vitest run ended on ${signal}`);
      resolve(code ?? 1);
    }),
  );
const [sharedCode, isolatedCode] = await Promise.all([exit(shared), exit(isolated)]);
process.stdout.write('\n--- scenarios with servers of their own ---\n' + isolatedOutput);
console.log(
  `e2e: shared ${sharedCode === 0 ? 'passed' : 'FAILED'}, own servers ${isolatedCode === 0 ? 'passed' : 'FAILED'}, ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(sharedCode !== 0 ? sharedCode : isolatedCode);
