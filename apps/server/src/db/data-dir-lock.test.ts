import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a second owner while the first is alive and releases on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    // The parent process (the test runner's parent) stands in for another live server.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.lock'), '2147483646');
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
