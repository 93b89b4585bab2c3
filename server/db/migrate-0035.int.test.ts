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

const identity = (userId: number, subject: string, issuer = 'https://id.example') => ({
  userId,
  issuer,
  subject,
  createdAt: '2026-06-01T10:00:00.000Z',
});

describeOnDatabases('migration 0035: single sign-on', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps the journal, takes the single sign-on and passkey events, one identity per subject and per person', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    const before = await (await createMigrator(db.kysely)).migrateTo('0033-api-tokens');
    if (before.error) throw before.error;
    await insertEvent(db, 'API_TOKEN_CREATED');
    await migrateToLatest(db.kysely);
    const kept = await db.kysely.selectFrom('securityEvents').select('type').execute();
    expect(kept).toEqual([{ type: 'API_TOKEN_CREATED' }]);
    for (const type of ['SSO_SIGN_IN_FAILURE', 'SSO_ACCOUNT_LINKED', 'SSO_ACCOUNT_CREATED']) {
      await insertEvent(db, type);
    }
    await insertEvent(db, 'PASSKEY_REGISTERED');
    await expect(insertEvent(db, 'SSO_SOMETHING_ELSE')).rejects.toThrow();

    const one = await givenUser(db);
    const two = await givenUser(db);
    await db.kysely.insertInto('ssoIdentities').values(identity(one.id, 'a')).execute();
    const sameSubject = db.kysely.insertInto('ssoIdentities').values(identity(two.id, 'a'));
    await expect(sameSubject.execute()).rejects.toThrow();
    const secondAtIssuer = db.kysely.insertInto('ssoIdentities').values(identity(one.id, 'b'));
    await expect(secondAtIssuer.execute()).rejects.toThrow();
    const elsewhere = identity(one.id, 'a', 'https://other.example');
    await db.kysely.insertInto('ssoIdentities').values(elsewhere).execute();
    await db.kysely.deleteFrom('users').where('id', '=', one.id).execute();
    expect(await db.kysely.selectFrom('ssoIdentities').select('id').execute()).toEqual([]);
  });

  it('goes back down to 0033, its events and tables gone', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    await migrateToLatest(db.kysely);
    await insertEvent(db, 'SIGN_IN_SUCCESS');
    await insertEvent(db, 'SSO_ACCOUNT_LINKED');
    const down = await (await createMigrator(db.kysely)).migrateTo('0033-api-tokens');
    if (down.error) throw down.error;
    const kept = await db.kysely.selectFrom('securityEvents').select('type').execute();
    expect(kept).toEqual([{ type: 'SIGN_IN_SUCCESS' }]);
    await expect(insertEvent(db, 'SSO_ACCOUNT_CREATED')).rejects.toThrow();
    await expect(db.kysely.selectFrom('ssoStates').selectAll().execute()).rejects.toThrow();
  });
});
