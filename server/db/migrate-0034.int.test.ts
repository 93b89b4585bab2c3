import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { givenUser } from '../test/test-app';
import type { Db } from './database';
import { createMigrator, migrateToLatest } from './migrator';

const insertEvent = (db: Db, type: string) =>
  db.kysely
    .insertInto('securityEvents')
    .values({
      createdAt: '2026-06-01T10:00:00.000Z',
      // A type the contract may not list, as the CHECK must see it.
      type: type as 'SIGN_IN_SUCCESS',
      login: 'camille',
      userId: 1,
      address: null,
      outcome: 'success',
      details: null,
    })
    .execute();

const ceremony = (userId: number | null, purpose: string) => ({
  id: `c${Math.random()}`.slice(0, 60),
  userId,
  // A purpose the contract may not list, as the CHECK must see it.
  purpose: purpose as 'register',
  challenge: 'bm9uY2U',
  expiresAt: '2026-06-01T10:05:00.000Z',
});

describeOnDatabases('migration 0034: passkeys', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps the journal, takes the passkey events and checks the ceremonies’ purpose and user', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    const before = await (await createMigrator(db.kysely)).migrateTo('0033-api-tokens');
    if (before.error) throw before.error;
    await insertEvent(db, 'API_TOKEN_CREATED');
    await migrateToLatest(db.kysely);
    await insertEvent(db, 'PASSKEY_REGISTERED');
    const kept = await db.kysely
      .selectFrom('securityEvents')
      .select('type')
      .orderBy('id')
      .execute();
    expect(kept.map((row) => row.type)).toEqual(['API_TOKEN_CREATED', 'PASSKEY_REGISTERED']);
    const { id } = await givenUser(db);
    const challenges = db.kysely.insertInto('passkeyChallenges');
    await challenges.values(ceremony(id, 'register')).execute();
    await challenges.values(ceremony(null, 'sign-in')).execute();
    await expect(challenges.values(ceremony(id, 'other')).execute()).rejects.toThrow();
    await expect(challenges.values(ceremony(null, 'register')).execute()).rejects.toThrow();
  });

  it('goes back down to 0033, its passkey events gone', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    await migrateToLatest(db.kysely);
    await insertEvent(db, 'SIGN_IN_SUCCESS');
    await insertEvent(db, 'PASSKEY_REVOKED');
    const down = await (await createMigrator(db.kysely)).migrateTo('0033-api-tokens');
    if (down.error) throw down.error;
    const kept = await db.kysely.selectFrom('securityEvents').select('type').execute();
    expect(kept).toEqual([{ type: 'SIGN_IN_SUCCESS' }]);
    await expect(insertEvent(db, 'PASSKEY_FAILURE')).rejects.toThrow();
  });
});
