import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { inTransaction } from './transaction';

describeOnDatabases('inTransaction', (ctx) => {
  it('opens a transaction that rolls back on failure', async () => {
    const failing = inTransaction(ctx.db.kysely, async (trx) => {
      expect(trx.isTransaction).toBe(true);
      await trx
        .updateTable('profiles')
        .set({ indexUrl: '/changed' })
        .where('name', '=', 'USER')
        .execute();
      throw new Error('stop');
    });
    await expect(failing).rejects.toThrow('stop');
    const profile = await ctx.db.kysely
      .selectFrom('profiles')
      .select('indexUrl')
      .where('name', '=', 'USER')
      .executeTakeFirstOrThrow();
    expect(profile.indexUrl).toBe('/');
  });

  it("joins the caller's transaction instead of opening another", async () => {
    await ctx.db.kysely.transaction().execute(async (outer) => {
      const inner = await inTransaction(outer, async (trx) => trx, 'repeatable read');
      expect(inner).toBe(outer);
    });
  });
});
