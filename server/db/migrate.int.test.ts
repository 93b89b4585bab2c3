import { expect, it } from 'vitest';
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
