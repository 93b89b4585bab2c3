import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { createGeneratedUser } from './demo';

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

describeOnDatabases('generated reference volume', (ctx) => {
  it('tops a user up to the accounts, categories and payees asked for', async () => {
    const db = ctx.db.kysely;
    const person = { login: 'volume', password: 'bench1234', usageName: 'V', email: 'v@x.local' };
    const volume = { accounts: 30, categories: 500, payees: 2_000 };
    const userId = await createGeneratedUser(db, person, { operations: 100, seed: 7, volume });
    const rows = (table: 'accounts' | 'categories' | 'payees') =>
      count(
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('userId', '=', userId),
      );
    expect(await rows('accounts')).toBe(30);
    expect(await rows('categories')).toBe(500);
    expect(await rows('payees')).toBe(2_000);
  });
});
