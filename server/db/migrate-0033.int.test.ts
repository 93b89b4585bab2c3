import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { givenUser } from '../test/test-app';
import type { Db } from './database';
import { createMigrator, migrateToLatest } from './migrator';

const event = (type: string) => ({
  createdAt: '2026-06-01T10:00:00.000Z',
  // A type the contract may not list, as the CHECK must see it.
  type: type as 'SIGN_IN_SUCCESS',
  login: 'camille',
  userId: 1,
  address: null,
  outcome: 'success' as const,
  details: null,
});

const insertEvent = (db: Db, type: string) =>
  db.kysely.insertInto('securityEvents').values(event(type)).execute();

const tokenOf = (userId: number, scope: string) => ({
  // A scope the contract may not list, as the CHECK must see it.
  scope: scope as 'READ',
  userId,
  name: 'script',
  tokenHash: `h${Math.random()}`,
  createdAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2026-07-01T10:00:00.000Z',
});

describeOnDatabases('migration 0033: API tokens', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps the journal, takes the token events and refuses a scope or a type it does not know', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    const before = await (
      await createMigrator(db.kysely)
    ).migrateTo('0031-books-version-new-accounts');
    if (before.error) throw before.error;
    await insertEvent(db, 'SIGN_IN_SUCCESS');
    await migrateToLatest(db.kysely);
    const kept = await db.kysely.selectFrom('securityEvents').select(['id', 'type']).execute();
    expect(kept).toEqual([{ id: 1, type: 'SIGN_IN_SUCCESS' }]);
    await insertEvent(db, 'API_TOKEN_CREATED');
    await expect(insertEvent(db, 'SOMETHING_ELSE')).rejects.toThrow();
    const { id } = await givenUser(db);
    await db.kysely.insertInto('apiTokens').values(tokenOf(id, 'READ')).execute();
    const wrong = db.kysely.insertInto('apiTokens').values(tokenOf(id, 'ADMIN')).execute();
    await expect(wrong).rejects.toThrow();
    const next = await db.kysely.selectFrom('securityEvents').select('id').orderBy('id').execute();
    expect(next.map((row) => row.id)).toEqual([1, 2]);
  });

  it('goes back down to 0031, its token events gone', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    await migrateToLatest(db.kysely);
    await insertEvent(db, 'SIGN_IN_SUCCESS');
    await insertEvent(db, 'API_TOKEN_REVOKED');
    const down = await (
      await createMigrator(db.kysely)
    ).migrateTo('0031-books-version-new-accounts');
    if (down.error) throw down.error;
    const kept = await db.kysely.selectFrom('securityEvents').select('type').execute();
    expect(kept).toEqual([{ type: 'SIGN_IN_SUCCESS' }]);
    await expect(insertEvent(db, 'API_TOKEN_CREATED')).rejects.toThrow();
  });
});
