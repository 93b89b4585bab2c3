import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type MigrationResultSet,
  type TableMetadata,
} from 'kysely';
import { isPostgres } from './migrations/helpers';
import { migrations } from './migrations';

/**
 * Kysely looks for its own migration tables in every schema unless told which one: on
 * PostgreSQL name the current schema, or a database holding other schemas (the tests' parallel
 * ones) would be taken as already set up.
 */
async function migrationSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Kysely's PostgreSQL introspector reads every column of every schema through functions that
 * fail when another connection drops a schema or a table meanwhile ("schema … does not exist",
 * "column … does not exist"): the tests' parallel schemas come and go. The migrator only asks
 * which tables exist, so it is told those of its own schema, read from one plain catalog view.
 */
function ownSchemaIntrospector(db: Kysely<any>, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ name: string; type: string }>`
      select table_name as name, table_type as type from information_schema.tables
      where table_schema = ${schema}`.execute(db);
    return rows.map((row) => ({
      name: row.name,
      schema,
      isView: row.type === 'VIEW',
      columns: [],
    }));
  };
  return {
    getSchemas: () => db.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** The same database, but for the introspector the migrator uses. */
function withIntrospector(db: Kysely<any>, introspector: DatabaseIntrospector): Kysely<any> {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function createMigrator(db: Kysely<any>): Promise<Migrator> {
  const schema = await migrationSchema(db);
  return new Migrator({
    db: schema ? withIntrospector(db, ownSchemaIntrospector(db, schema)) : db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
}

const latestNames = Object.keys(migrations).sort().join('\n');

/**
 * Whether every migration has run, and no other: one statement, where the migrator introspects
 * every table (tens of statements, ≈ 15–60 ms of each start). A missing table (a new database)
 * or any difference leaves the answer to the migrator, which also reports unknown migrations.
 */
async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  try {
    const rows: { name: string }[] = await db
      .selectFrom(DEFAULT_MIGRATION_TABLE)
      .select('name')
      .execute();
    return (
      rows
        .map((row) => row.name)
        .sort()
        .join('\n') === latestNames
    );
  } catch {
    return false;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  if (await isUpToDate(db)) return { results: [] };
  const result = await (await createMigrator(db)).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
