import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { BanksTable } from '../../db/schema';

export function findBankNames(db: Executor) {
  return db.selectFrom('bankNames').select(['id', 'name']).execute();
}

export function findBankName(db: Executor, bankNameId: number) {
  return db
    .selectFrom('bankNames')
    .select(['id', 'name'])
    .where('id', '=', bankNameId)
    .executeTakeFirst();
}

const bankColumns = ['id', 'name', 'bankNameId', 'biBankId'] as const;

export function findBanksOfUser(db: Executor, userId: number) {
  return db.selectFrom('banks').select(bankColumns).where('userId', '=', userId).execute();
}

export function findBank(db: Executor, userId: number, bankId: number) {
  return db
    .selectFrom('banks')
    .select(bankColumns)
    .where('userId', '=', userId)
    .where('id', '=', bankId)
    .executeTakeFirst();
}

/** The user's first bank picked from that reference name, if any. */
export function findBankByBankName(db: Executor, userId: number, bankNameId: number) {
  return db
    .selectFrom('banks')
    .select(bankColumns)
    .where('userId', '=', userId)
    .where('bankNameId', '=', bankNameId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertBank(db: Executor, bank: Insertable<BanksTable>): Promise<number> {
  const row = await db.insertInto('banks').values(bank).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBank(
  db: Executor,
  userId: number,
  bankId: number,
  changes: { name: string; bankNameId: number | null },
): Promise<void> {
  await db
    .updateTable('banks')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', bankId)
    .execute();
}

export async function deleteBank(db: Executor, userId: number, bankId: number): Promise<void> {
  await db.deleteFrom('banks').where('userId', '=', userId).where('id', '=', bankId).execute();
}
