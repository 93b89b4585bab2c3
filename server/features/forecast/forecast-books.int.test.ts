import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { givenReader, op } from '../../test/operation-read-fixtures';
import { accountBalance } from '../operations/read/operations-balance.service';
import { balancesOn, forecastAccounts, realOperations } from './forecast-books.service';
import type { OperationInput } from '../operations/write/operations-write.model';
import { writeOperations } from '../operations/write/operations-write.service';

describeOnDatabases('the books as the forecast views read them', (ctx) => {
  const k = () => ctx.db.kysely;
  const create = async (userId: number, operation: OperationInput) =>
    (await writeOperations(k(), userId, [{ kind: 'create', operation }])).created[0]!;

  it('counts every account’s balance on a date as accountBalance does, in one go', async () => {
    const a = await givenReader(ctx.db);
    const b = await givenReader(ctx.db);
    await create(a.id, op(a.current, -1_000, '2025-12-31'));
    await create(a.id, op(a.current, 2_500, '2026-06-01'));
    await create(a.id, op(a.current, -700, '2026-06-15'));
    await create(a.id, op(a.current, -9_999, '2026-06-16'));
    await create(a.id, op(a.savings, 300, '2026-05-02'));
    await create(b.id, op(b.current, 5_000, '2026-06-01'));
    const accounts = await forecastAccounts(k(), a.id);
    const balances = await balancesOn(k(), a.id, accounts, '2026-06-15');
    for (const account of accounts) {
      const sums = await accountBalance(k(), a.id, account.id, '2026-06-15');
      expect(balances.get(account.id)).toBe(account.initialBalance + sums.total);
    }
    expect(Object.fromEntries(balances)).toEqual({ [a.current]: 10_800, [a.savings]: 50_300 });
  });

  it('reads the period’s operations with their shown and main categories', async () => {
    const a = await givenReader(ctx.db);
    const split = await create(a.id, {
      ...op(a.current, -3_000, '2026-06-10'),
      payeeId: a.payee,
      parts: [
        { categoryId: a.groceries, amount: -1_000 },
        { categoryId: a.leisure, amount: -2_000 },
      ],
    });
    await create(a.id, op(a.current, -1, '2026-07-01'));
    const read = await realOperations(k(), a.id, [a.current], {
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(read).toEqual([
      expect.objectContaining({
        id: split,
        amount: -3_000,
        category: { categoryId: -2, name: '' },
        mainCategory: { categoryId: a.leisure, name: 'Loisirs' },
        payee: { payeeId: a.payee, name: 'Boulangerie <b>' },
      }),
    ]);
  });
});
