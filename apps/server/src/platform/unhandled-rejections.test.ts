import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// In a process of its own: inside Vitest an unhandled rejection fails the run instead.
describe('surviveUnhandledRejections', () => {
  it('logs an unhandled rejection and the process carries on', async () => {
    const module = fileURLToPath(new URL('./unhandled-rejections.ts', import.meta.url));
    const script = `
      import { surviveUnhandledRejections } from ${JSON.stringify(module)};
      const log = { error: (fields, msg) => console.log(JSON.stringify({ msg, err: String(fields.err) })) };
      surviveUnhandledRejections(log);
      Promise.reject(new Error('boom'));
      setTimeout(() => console.log('still serving'), 200);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(out).toContain('"msg":"unhandled promise rejection (survived)","err":"Error: boom"');
    expect(out).toContain('still serving');
    expect(code).toBe(0);
  });
});
