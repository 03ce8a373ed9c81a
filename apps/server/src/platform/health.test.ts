import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';

describe('health', () => {
  it('answers 503 with a code when the database is gone', async () => {
    const t = await startTestApp('pglite');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await t.app.close();
  });
});
