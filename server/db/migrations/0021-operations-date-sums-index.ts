import type { Kysely } from 'kysely';

// Balances at dates sum an account's operations by operation date (operationTotalsAt, the
// forecast, the home's fluctuation). With the amount in the date index those sums read the index
// alone; without it PostgreSQL preferred 0014's (account, amount, date) index and walked all of a
// busy account's operations (76,000 entries) for one year of days. It replaces 0002's
// (user_id, account_id, date, id), its prefix, which the operations list also orders by.

const COLUMNS = ['user_id', 'account_id', 'date', 'id', 'amount'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('operations_date_sums_idx')
    .on('operations')
    .columns(COLUMNS)
    .execute();
  await db.schema.dropIndex('operations_date_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('operations_date_idx')
    .on('operations')
    .columns(['user_id', 'account_id', 'date', 'id'])
    .execute();
  await db.schema.dropIndex('operations_date_sums_idx').execute();
}
