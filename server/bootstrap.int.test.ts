import { expect, it, vi } from 'vitest';
import { encodePassword } from '../contract/auth';
import { ensureAdmin } from './bootstrap';
import { loadConfig } from './config';
import { describeOnDatabases } from './test/databases';
import { TestClient, createTestApp } from './test/test-app';
import { createLogger } from './http/logging';

const logger = createLogger('silent');

describeOnDatabases('first start', (ctx) => {
  it('creates the admin with ADMIN_PASSWORD once, and the admin can sign in', async () => {
    const config = loadConfig({ ADMIN_PASSWORD: 'first-admin-pass' });
    await ensureAdmin(ctx.db, config, logger);
    await ensureAdmin(ctx.db, loadConfig({ ADMIN_PASSWORD: 'other-pass' }), logger);
    const admins = await ctx.db.kysely.selectFrom('users').select('login').execute();
    expect(admins.map((a) => a.login)).toEqual(['admin']);
    const client = new TestClient(createTestApp(ctx.db));
    const res = await client.post('/api/authenticate', {
      username: 'admin',
      password: encodePassword('first-admin-pass'),
    });
    expect(res.status).toBe(200);
    expect(res.body.roles).toContain('ROLE_ADMIN');
    expect(res.body.agreedCgu).toBe(true);
  });
});

describeOnDatabases('first start without ADMIN_PASSWORD', (ctx) => {
  it('generates a password and prints it once', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await ensureAdmin(ctx.db, loadConfig({}), logger);
    await ensureAdmin(ctx.db, loadConfig({}), logger);
    expect(print).toHaveBeenCalledTimes(1);
    const password = /password: (\S+)/.exec(String(print.mock.calls[0]?.[0]))?.[1] ?? '';
    print.mockRestore();
    const res = await new TestClient(createTestApp(ctx.db)).signIn('admin', password);
    expect(res.status).toBe(200);
  });
});
