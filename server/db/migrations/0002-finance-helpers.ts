import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';

// Frozen with migration 0002: change nothing here, add a new helper instead.
//
// Every user-owned table carries user_id and a unique (user_id, id), and children reference their
// user-owned parents through (user_id, parent_id). The database then refuses a row that points at
// another user's account, category or payee, and every such foreign key is checked through an
// index that starts with user_id, which the tables need for their queries anyway.

export type TableBuilder = CreateTableBuilder<string, string>;

export type OnDelete = 'cascade' | 'set null' | 'no action';

/** user_id, cascading from users so deleting a user deletes all its data in one statement. */
export function withOwner(table: TableBuilder, nullable = false): TableBuilder {
  return table.addColumn('user_id', 'bigint', (c) => {
    const col = c.references('users.id').onDelete('cascade');
    return nullable ? col : col.notNull();
  });
}

/** A user-owned table with an auto id, for rows no other user-owned row refers to by owner. */
export function idTable(db: Kysely<any>, name: string, nullableOwner = false): TableBuilder {
  const table = db.schema.createTable(name).addColumn('id', idType(db), idConstraints(db));
  return withOwner(table, nullableOwner);
}

/** A user-owned table with an auto id and the unique (user_id, id) its children refer to. */
export function ownedTable(db: Kysely<any>, name: string, nullableOwner = false): TableBuilder {
  return idTable(db, name, nullableOwner).addUniqueConstraint(`${name}_owner_uq`, [
    'user_id',
    'id',
  ]);
}

/** (user_id, column) references (user_id, id) of a user-owned parent table. */
export function ownedRef(
  table: TableBuilder,
  tableName: string,
  column: string,
  parent: string,
  onDelete: Exclude<OnDelete, 'set null'> = 'no action',
): TableBuilder {
  return table.addForeignKeyConstraint(
    `${tableName}_${column}_fk`,
    ['user_id', column],
    parent,
    ['user_id', 'id'],
    (fk) => fk.onDelete(onDelete),
  );
}

export async function createIndex(
  db: Kysely<any>,
  table: string,
  suffix: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(`${table}_${suffix}_idx`).on(table).columns(columns).execute();
}

/** An index on a nullable reference, without its NULLs (serves lookups and ON DELETE checks). */
export async function createSparseIndex(
  db: Kysely<any>,
  table: string,
  column: string,
): Promise<void> {
  await db.schema
    .createIndex(`${table}_${column}_idx`)
    .on(table)
    .column(column)
    .where(sql.ref(column), 'is not', null)
    .execute();
}
