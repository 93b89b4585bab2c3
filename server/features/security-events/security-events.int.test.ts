import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger } from '../../test/memory-logger';
import { recordSecurityEvent, type SecurityEventDetails } from './security-events.service';

const NOW = Date.UTC(2026, 10, 27, 15, 30, 0);

describeOnDatabases('recordSecurityEvent', (ctx) => {
  it('writes one row and logs one info entry, UTC time and normalised login', async () => {
    const log = memoryLogger();
    await recordSecurityEvent(
      ctx.db.kysely,
      log.logger,
      {
        type: 'SIGN_IN_FAILURE',
        login: '  ＤｅＭｏ ',
        userId: 7,
        address: '203.0.113.9',
        outcome: 'failure',
        details: { reason: 'password' },
      },
      NOW,
    );
    const rows = await ctx.db.kysely.selectFrom('securityEvents').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        createdAt: '2026-11-27T15:30:00.000Z',
        type: 'SIGN_IN_FAILURE',
        login: 'demo',
        userId: 7,
        address: '203.0.113.9',
        outcome: 'failure',
        details: '{"reason":"password"}',
      },
    ]);
    expect(log.securityEvents()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'security event',
        securityEvent: 'SIGN_IN_FAILURE',
        login: 'demo',
        userId: 7,
        address: '203.0.113.9',
        outcome: 'failure',
        at: '2026-11-27T15:30:00.000Z',
        reason: 'password',
      }),
    ]);
  });

  it('never journals nor logs a secret, even one passed past the type', async () => {
    const log = memoryLogger();
    const smuggled = {
      action: 'USER_LOCK',
      newPassword: 'Secret#123',
      resetToken: 'tok-abc',
      code: '123456',
      nested: { password: 'Secret#123' },
    } as unknown as SecurityEventDetails;
    await recordSecurityEvent(
      ctx.db.kysely,
      log.logger,
      {
        type: 'ADMIN_ACTION',
        login: 'root',
        userId: 1,
        address: null,
        outcome: 'success',
        details: smuggled,
      },
      NOW,
    );
    const logged = JSON.stringify(log.entries());
    const stored = await ctx.db.kysely
      .selectFrom('securityEvents')
      .select('details')
      .where('type', '=', 'ADMIN_ACTION')
      .executeTakeFirstOrThrow();
    for (const secret of ['Secret#123', 'tok-abc', '123456']) {
      expect(logged).not.toContain(secret);
      expect(stored.details).not.toContain(secret);
    }
    expect(stored.details).toBe('{"action":"USER_LOCK"}');
  });

  it('refuses a type or an outcome outside the lists', async () => {
    const insert = (type: string, outcome: string) =>
      ctx.db.kysely
        .insertInto('securityEvents')
        .values({ createdAt: new Date(NOW).toISOString(), type, outcome })
        .execute();
    await expect(insert('NOPE', 'success')).rejects.toThrow();
    await expect(insert('PASSWORD_CHANGE', 'maybe')).rejects.toThrow();
  });

  it('keeps a hostile login storable: control characters dropped, bounded length', async () => {
    const log = memoryLogger();
    await recordSecurityEvent(
      ctx.db.kysely,
      log.logger,
      {
        type: 'SIGN_IN_FAILURE',
        login: `x\u0000y${'z'.repeat(500)}`,
        userId: null,
        address: null,
        outcome: 'failure',
      },
      NOW,
    );
    const row = await ctx.db.kysely
      .selectFrom('securityEvents')
      .select('login')
      .where('userId', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row.login).toHaveLength(100);
    expect(row.login?.startsWith('xyz')).toBe(true);
  });
});
