import { beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { detailsOf, line } from '../../test/analysis-tree-helpers';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { operation } from '../../test/operation-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';
import { accumulationOf } from './analysis-opening';

// The opening of an accumulate analysis without filter, read from the account rollup and the
// parts valued after the day before, against what the category rollup gives and a
// recomputation from the operations, on a small book whose value dates fall before, after and
// across month ends from their dates; and the home's day by day answer (sums read by day
// without category) against the same recomputation.

const INITIAL = 10_000;
const STARTS = ['2024-10-03', '2024-11-15', '2025-01-01', '2025-01-03', '2025-02-01', '2025-02-11'];
const valued = (accountId: number, amount: number, date: string, valueDate: string) => ({
  ...operation(accountId, amount, date),
  valueDate,
});

async function givenShiftedBook(k: Executor, a: BooksUser) {
  const split = valued(a.current, -3_000, '2024-11-15', '2024-11-16');
  await writeOperations(k, a.id, [
    { kind: 'create', operation: valued(a.current, -1_000, '2024-12-30', '2025-01-03') },
    { kind: 'create', operation: valued(a.current, 5_000, '2025-01-02', '2024-12-28') },
    {
      kind: 'create',
      operation: {
        ...split,
        parts: [
          { categoryId: a.groceries, amount: -2_000 },
          { categoryId: a.leisure, amount: -1_000 },
        ],
      },
    },
    {
      kind: 'createTransfer',
      source: valued(a.current, -4_000, '2024-12-31', '2025-01-02'),
      target: valued(a.savings, 4_000, '2024-12-31', '2025-01-02'),
    },
    { kind: 'create', operation: valued(a.savings, 700, '2025-02-10', '2025-01-31') },
    { kind: 'create', operation: valued(a.foreign, -800, '2024-10-01', '2024-10-05') },
  ]);
}

describeOnDatabases('analysis opening from the account rollup', (ctx) => {
  let a: BooksUser;
  let accounts: number[];

  beforeAll(async () => {
    a = await givenBooksUser(ctx.db);
    accounts = [a.current, a.savings, a.foreign];
    await givenShiftedBook(ctx.db.kysely, a);
  });

  const operationsOf = () =>
    ctx.db.kysely
      .selectFrom('operations')
      .select(['accountId', 'date', 'valueDate', 'amount'])
      .where('userId', '=', a.id)
      .execute();

  it('opens every account as the category rollup does, whatever the day before', async () => {
    const grouping = {
      base: { transfer: 'all' as const, categoryIds: null, bySide: false },
      currencies: [],
    };
    for (const start of STARTS) {
      const request = { accountIds: accounts, before: addDays(start, -1), ends: [start] };
      const keepSide = <T>(facts: T) => facts;
      const fromAccounts = await accumulationOf(ctx.db.kysely, a.id, grouping, {
        ...request,
        filtered: false,
        keepSide,
      });
      const fromCategories = await accumulationOf(ctx.db.kysely, a.id, grouping, {
        ...request,
        filtered: true,
        keepSide,
      });
      for (const id of accounts) {
        expect(fromAccounts.openingOf.get(id) ?? 0, `${start} ${id}`).toBe(
          fromCategories.openingOf.get(id) ?? 0,
        );
      }
    }
  });

  const totalsOf = async () => {
    const operations = await operationsOf();
    return (id: number, upTo: string, by: 'date' | 'valueDate') =>
      INITIAL +
      operations
        .filter((op) => op.accountId === id && op[by] <= upTo)
        .reduce((sum, op) => sum + Number(op.amount), 0);
  };

  it('answers accumulations by value date and balances by date as the operations add up', async () => {
    const total = await totalsOf();
    for (const start of STARTS) {
      const end = addDays(start, 3);
      const answer = await a.client.get(
        `/api/analysis?groupBy=ACCOUNT&accumulate=true&emptyAccount=true&startValueDate=${start}&endValueDate=${end}`,
      );
      expect(answer.status).toBe(200);
      for (const id of accounts) {
        const [cell] = line(detailsOf(answer.body), 'ACCOUNT', id).sums;
        const before = addDays(start, -1);
        expect(cell, `${start} ${id}`).toEqual({
          sum: total(id, end, 'valueDate') - total(id, before, 'valueDate'),
          accumulation: total(id, end, 'valueDate'),
          balance: total(id, end, 'date'),
        });
      }
    }
  });

  it('answers each day of ACCOUNT,DAY as the operations add up, the UNTIL and total cells too', async () => {
    const total = await totalsOf();
    const [start, end] = ['2024-12-26', '2025-01-04'];
    const answer = await a.client.get(
      `/api/analysis?groupBy=ACCOUNT,DAY&accumulate=true&emptyAccount=true&accounts=${accounts}&startValueDate=${start}&endValueDate=${end}`,
    );
    expect(answer.status).toBe(200);
    const before = addDays(start, -1);
    const days = Array.from({ length: 10 }, (_, i) => addDays(start, i));
    for (const id of accounts) {
      const cellAt = (day: string, from: string) => ({
        sum: total(id, day, 'valueDate') - total(id, from, 'valueDate'),
        accumulation: total(id, day, 'valueDate'),
        balance: total(id, day, 'date'),
      });
      const opening = total(id, before, 'valueDate');
      expect(line(answer.body.details, 'ACCOUNT', id).sums, String(id)).toEqual([
        { sum: opening, accumulation: opening, balance: total(id, before, 'date') },
        ...days.map((day) => cellAt(day, addDays(day, -1))),
        cellAt(end, before),
      ]);
    }
  });
});
