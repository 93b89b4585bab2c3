import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
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

export async function createMigrator(db: Kysely<any>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db),
  });
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await (await createMigrator(db)).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
