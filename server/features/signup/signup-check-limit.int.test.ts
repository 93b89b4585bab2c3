import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp } from '../../test/test-app';

describeOnDatabases('the login availability check', (ctx) => {
  it('answers 60 checks per address in 15 minutes, then 429, other addresses unaffected', async () => {
    const app = createTestApp(ctx.db, {
      clock: new TestClock(Date.parse('2026-08-01T10:00:00Z')).read,
      env: { TRUST_PROXY: 'loopback' },
    });
    const client = new TestClient(app);
    const check = (i: number, address: string) =>
      client.send('get', `/api/signup/check?login=someone${i}`, undefined, {
        'X-Forwarded-For': address,
      });
    for (let i = 0; i < 60; i += 1) expect((await check(i, '198.18.3.1')).status).toBe(200);
    const refused = await check(60, '198.18.3.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ messageCode: 'too.many.requests' });
    expect((await check(61, '198.18.3.2')).status).toBe(200);
  });
});
