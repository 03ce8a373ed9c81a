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
      clockStart: undefined,
      eidProvider: 'simulated',
    });
  });

  it('reads EID_PROVIDER: simulated or off, nothing else', () => {
    expect(loadConfig({ EID_PROVIDER: 'off' }).eidProvider).toBe('off');
    expect(loadConfig({ EID_PROVIDER: 'simulated' }).eidProvider).toBe('simulated');
    expect(() => loadConfig({ EID_PROVIDER: 'bankid' })).toThrow(/EID_PROVIDER/);
  });

  it('reads SIGNUP_DOWNTIME: a UTC window, off, or the 01:00-01:30 default', () => {
    expect(loadConfig({}).signupDowntime).toEqual({ fromMinute: 60, toMinute: 90 });
    expect(loadConfig({ SIGNUP_DOWNTIME: '02:15-02:45' }).signupDowntime).toEqual({
      fromMinute: 135,
      toMinute: 165,
    });
    expect(loadConfig({ SIGNUP_DOWNTIME: 'off' }).signupDowntime).toBeNull();
    expect(() => loadConfig({ SIGNUP_DOWNTIME: '02:45-02:15' })).toThrow(/SIGNUP_DOWNTIME/);
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

  it('reads CLOCK_START as an instant with a time zone only', () => {
    expect(loadConfig({ CLOCK_START: '2026-11-23T11:59:00Z' }).clockStart).toBe(
      Date.UTC(2026, 10, 23, 11, 59),
    );
    expect(loadConfig({ CLOCK_START: '2026-11-23T12:59:00+01:00' }).clockStart).toBe(
      Date.UTC(2026, 10, 23, 11, 59),
    );
    // Without a zone the instant would depend on the machine's time zone.
    expect(() => loadConfig({ CLOCK_START: '2026-11-23T11:59:00' })).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ CLOCK_START: 'monday' })).toThrow(/CLOCK_START/);
  });
});
