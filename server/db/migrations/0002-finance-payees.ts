import type { Kysely } from 'kysely';
import { createIndex, idTable, ownedRef, ownedTable, withOwner } from './0002-finance-helpers';

export async function createPayees(db: Kysely<any>): Promise<void> {
  // A category used by a payee cannot be deleted (spec 001 §4): no action on its references.
  const payees = ownedTable(db, 'payees')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('debit_credit', 'smallint', (c) => c.notNull().defaultTo(-1))
    .addColumn('is_default', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_category_id', 'bigint')
    .addColumn('debit_category_id', 'bigint')
    .addColumn('amount_credit', 'bigint')
    .addColumn('amount_debit', 'bigint');
  await ownedRef(
    ownedRef(payees, 'payees', 'credit_category_id', 'categories'),
    'payees',
    'debit_category_id',
    'categories',
  ).execute();

  const keywords = idTable(db, 'payee_keywords')
    .addColumn('payee_id', 'bigint', (c) => c.notNull())
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull());
  await ownedRef(keywords, 'payee_keywords', 'payee_id', 'payees', 'cascade').execute();
  await createIndex(db, 'payee_keywords', 'lookup', ['user_id', 'keyword']);

  const templates = ownedTable(db, 'payee_split_templates')
    .addColumn('payee_id', 'bigint', (c) => c.notNull())
    .addColumn('debit_credit', 'smallint', (c) => c.notNull())
    .addColumn('category_id', 'bigint')
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('percentage_bp', 'integer');
  await ownedRef(
    ownedRef(templates, 'payee_split_templates', 'payee_id', 'payees', 'cascade'),
    'payee_split_templates',
    'category_id',
    'categories',
  ).execute();
  await createIndex(db, 'payee_split_templates', 'payee', ['user_id', 'payee_id']);

  await createTagLinks(db, 'payee_tags', 'payee_id', 'payees');
  await createTagLinks(
    db,
    'payee_split_template_tags',
    'split_template_id',
    'payee_split_templates',
  );
}

/** A (user_id, owner, tag) link table; both sides cascade. */
export async function createTagLinks(
  db: Kysely<any>,
  table: string,
  column: string,
  parent: string,
): Promise<void> {
  const links = withOwner(db.schema.createTable(table))
    .addColumn(column, 'bigint', (c) => c.notNull())
    .addColumn('tag_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', column, 'tag_id']);
  await ownedRef(
    ownedRef(links, table, column, parent, 'cascade'),
    table,
    'tag_id',
    'tags',
    'cascade',
  ).execute();
}
