import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { prepared } from './prepared';

const profileByName = prepared((db, name: string, minId: number) =>
  db
    .selectFrom('profiles')
    .select(['id', 'indexUrl'])
    .where('name', '=', name)
    .where('id', '>=', minId)
    .limit(1),
);

describeOnDatabases('prepared queries', (ctx) => {
  it('run with new arguments each time, camelCase columns included', async () => {
    expect(await profileByName(ctx.db.kysely, 'ADMIN', 1)).toEqual([{ id: 4, indexUrl: '/admin' }]);
    expect(await profileByName(ctx.db.kysely, 'USER', 1)).toEqual([{ id: 1, indexUrl: '/' }]);
    expect(await profileByName(ctx.db.kysely, 'USER', 2)).toEqual([]);
  });
});

describeOnDatabases('prepared queries on PostgreSQL', (ctx) => {
  it('are named prepared statements, each connection planning them once', async () => {
    if (ctx.db.dialect !== 'postgres') return;
    // One connection for the whole check: prepared statements belong to their connection.
    await ctx.db.kysely.connection().execute(async (connection) => {
      await profileByName(connection, 'USER', 1);
      await profileByName(connection, 'ADMIN', 1);
      const { rows } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements`.execute(connection);
      expect(rows.filter((row) => row.statement.includes('"index_url"'))).toHaveLength(1);
    });
  });
});
