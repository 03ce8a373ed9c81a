// The static checks of `npm test`: TypeScript over every workspace, ESLint and Prettier, two at a
// time. Each is one single-threaded process, so run one after another they left a core of the
// two-core CI machine idle for about five minutes. A job's output is printed when it ends, whole,
// so two jobs' lines never interleave. Fails when any check fails, after all have run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const root = new URL('..', import.meta.url);
const { workspaces } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const hasTypecheck = (ws) =>
  Boolean(JSON.parse(readFileSync(new URL(`${ws}/package.json`, root), 'utf8')).scripts?.typecheck);

const jobs = [
  ...workspaces
    .filter(hasTypecheck)
    .map((ws) => ({ name: `typecheck ${ws}`, args: ['run', 'typecheck', '-w', ws] })),
  { name: 'lint', args: ['run', 'lint'] },
  { name: 'format:check', args: ['run', 'format:check'] },
];

function run(job) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['--silent', ...job.args], { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${job.name} (${seconds} s)\n`);
      if (code !== 0) process.stdout.write(output.trimEnd() + '\n');
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const queue = [...jobs];
const results = [];
const worker = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) results.push(await run(job));
};
const width = Math.max(1, Math.min(2, availableParallelism()));
await Promise.all(Array.from({ length: width }, worker));
const failed = results.filter((ok) => !ok).length;
console.log(
  `static checks: ${failed === 0 ? 'passed' : `${failed} FAILED`}, ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed === 0 ? 0 : 1);
