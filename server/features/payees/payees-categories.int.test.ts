import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenPayeeUser } from '../../test/payee-fixtures';
import { countPayeesUsingCategories } from './payees-categories.service';

describeOnDatabases('payees: which categories they use', (ctx) => {
  it('finds a category used as a default or in a split template, for its owner only', async () => {
    const a = await givenPayeeUser(ctx.db);
    const b = await givenPayeeUser(ctx.db);
    await a.client.post('/api/payees', {
      name: 'Salon de thé',
      creditCategory: { categoryId: a.salary },
      debitCategory: { categoryId: -2 },
      splitCategoriesDebit: [{ category: { categoryId: a.leisure }, percentage: 100 }],
    });
    const uses = (userId: number, ids: number[]) =>
      countPayeesUsingCategories(ctx.db.kysely, userId, ids);
    expect(await uses(a.id, [a.salary])).toBe(1);
    expect(await uses(a.id, [a.groceries, a.leisure])).toBe(1);
    expect(await uses(a.id, [a.groceries])).toBe(0);
    expect(await uses(a.id, [])).toBe(0);
    expect(await uses(b.id, [a.salary, a.leisure])).toBe(0);
  });
});
