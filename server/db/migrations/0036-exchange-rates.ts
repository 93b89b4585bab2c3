import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';

// Issue 30: exchange rates by day (docs/decisions/exchange-rates.md). One euro-based ECB rate per
// currency and day for everyone (no owner); a person's typed rates (MANUAL). The rates implied by
// transfers are read from the transfers themselves, never copied here. A rate is an integer of
// 10⁻¹⁰: one base buys rate_scaled / 10¹⁰ of the quote currency.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exchange_rates')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('base_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
    .addColumn('quote_currency_id', 'integer', (c) => c.notNull().references('currencies.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('rate_scaled', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('exchange_rates_source_ck', sql`source in ('MANUAL', 'ECB')`)
    .addCheckConstraint('exchange_rates_rate_ck', sql`rate_scaled > 0`)
    .addCheckConstraint('exchange_rates_pair_ck', sql`base_currency_id <> quote_currency_id`)
    .addCheckConstraint('exchange_rates_owner_ck', sql`(source = 'ECB') = (user_id is null)`)
    .execute();
  // One rate per owner, pair, day and source: the ECB's and a person's typed one are replaced,
  // never doubled.
  await sql
    .raw(
      'create unique index "exchange_rates_key_uq" on "exchange_rates" ' +
        '(coalesce(user_id, 0), base_currency_id, quote_currency_id, day, source)',
    )
    .execute(db);
  await db.schema
    .createIndex('exchange_rates_user_idx')
    .on('exchange_rates')
    .columns(['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
}
