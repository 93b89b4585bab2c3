import { expect, it } from 'vitest';
import { migrateToLatest } from './migrator';
import { describeOnDatabases } from '../test/databases';

describeOnDatabases('migrations', (ctx) => {
  it('create the reference profiles and currencies', async () => {
    const profiles = await ctx.db.kysely
      .selectFrom('profiles')
      .select('name')
      .orderBy('id')
      .execute();
    expect(profiles.map((p) => p.name)).toEqual(['USER', 'PREMIUM', 'DEV', 'ADMIN']);
    const euro = await ctx.db.kysely
      .selectFrom('currencies')
      .selectAll()
      .where('abrv', '=', 'EUR')
      .executeTakeFirstOrThrow();
    expect(euro).toEqual({ id: 1, name: 'Euro', symb: '€', abrv: 'EUR' });
  });
});

describeOnDatabases('migrating an up-to-date database', (ctx) => {
  it('runs nothing, in one statement', async () => {
    const statements: string[] = [];
    const logged = ctx.db.kysely.withPlugin({
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect(await migrateToLatest(logged)).toEqual({ results: [] });
    expect(statements).toEqual(['SelectQueryNode']);
  });

  it('still refuses a database migrated by a newer version', async () => {
    const table = ctx.db.kysely.withoutPlugins();
    await table
      .insertInto('kysely_migration' as never)
      .values({ name: '9999-from-the-future', timestamp: new Date().toISOString() } as never)
      .execute();
    try {
      await expect(migrateToLatest(ctx.db.kysely)).rejects.toThrow('9999-from-the-future');
    } finally {
      await table
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '9999-from-the-future' as never)
        .execute();
    }
  });
});
