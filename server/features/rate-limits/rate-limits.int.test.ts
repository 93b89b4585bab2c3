import request from 'supertest';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClock, createTestApp } from '../../test/test-app';

async function resendsFrom(app: ReturnType<typeof createTestApp>, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await request(app)
      .get(`/api/signup/resend?login=someone${i}`)
      .set('X-Forwarded-For', `203.0.113.${i}`);
    statuses.push(res.status);
  }
  return statuses;
}

describeOnDatabases('rate limits behind proxies', (ctx) => {
  it('ignore X-Forwarded-For unless a proxy is configured', async () => {
    const app = createTestApp(ctx.db, {
      clock: new TestClock(Date.parse('2026-03-01T00:00:00Z')).read,
    });
    const statuses = await resendsFrom(app, 11);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('count each client address when the proxy is trusted', async () => {
    const app = createTestApp(ctx.db, {
      env: { TRUST_PROXY: 'loopback' },
      clock: new TestClock(Date.parse('2026-04-01T00:00:00Z')).read,
    });
    const statuses = await resendsFrom(app, 11);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
