import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/broker' });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/srv/broker/data',
      databaseUrl: undefined,
      sessionTtlMs: 720 * 60_000,
      tokenTtlSeconds: 60,
      secureCookies: 'auto',
      loginMaxFailures: 5,
      readCacheMs: 1000,
      validateReplies: false,
    });
  });

  it('reads the environment and refuses nonsense', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/lib/broker',
      DATABASE_URL: 'postgres://x/y',
      WEB_DIST: '',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/broker',
      databaseUrl: 'postgres://x/y',
      webDist: undefined,
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SECURE_COOKIES: 'sometimes' })).toThrow(/SECURE_COOKIES/);
  });
});
