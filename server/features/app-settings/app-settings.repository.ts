import type { Executor } from '../../db/database';

export async function findSetting(db: Executor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts unless another server got there first; either way the stored value wins. */
export async function insertSettingOnce(db: Executor, key: string, value: string): Promise<string> {
  await db
    .insertInto('appSettings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await findSetting(db, key)) ?? value;
}

export async function upsertSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('appSettings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
