import { afterEach, expect, it } from 'vitest';
import { ProfileName } from '../../contract/access';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { givenUser } from '../test/test-app';
import type { Db } from './database';
import { createMigrator, migrateToLatest } from './migrator';

/** A user as the code before 0025 left it: premium_gifted never set. */
async function givenUserBefore(db: Db, profileName: ProfileName, profileEndDate: string | null) {
  const { id } = await givenUser(db, { profileName });
  await db.kysely
    .updateTable('users')
    .set({ premiumGifted: 0, profileEndDate })
    .where('id', '=', id)
    .execute();
  return id;
}

describeOnDatabases('migration 0025: premium gifts', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('records as gifts the PREMIUM profiles no live premium subscription explains', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { db } = opened;
    const down = await (await createMigrator(db.kysely)).migrateTo('0024-import-history-index');
    if (down.error) throw down.error;
    const forEver = await givenUserBefore(db, ProfileName.premium, null);
    const until = await givenUserBefore(db, ProfileName.premium, '2099-06-30');
    const paying = await givenUserBefore(db, ProfileName.premium, null);
    const standard = await givenUserBefore(db, ProfileName.user, null);
    await db.kysely
      .insertInto('subscriptions')
      .values({ userId: paying, type: 'PREMIUM', amount: 299, subscrDate: '2026-01-01' })
      .execute();
    await migrateToLatest(db.kysely);
    const rows = await db.kysely
      .selectFrom('users')
      .select(['id', 'premiumGifted', 'premiumGiftEndDate'])
      .where('id', 'in', [forEver, until, paying, standard])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: forEver, premiumGifted: 1, premiumGiftEndDate: null },
      { id: until, premiumGifted: 1, premiumGiftEndDate: '2099-06-30' },
      { id: paying, premiumGifted: 0, premiumGiftEndDate: null },
      { id: standard, premiumGifted: 0, premiumGiftEndDate: null },
    ]);
    const refused = db.kysely
      .updateTable('users')
      .set({ premiumGiftEndDate: '2099-01-01' })
      .where('id', '=', standard)
      .execute();
    await expect(refused).rejects.toThrow();
  });
});
