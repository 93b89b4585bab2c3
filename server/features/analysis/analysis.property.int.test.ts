import fc from 'fast-check';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { analysisQuerySchema } from '../../../contract/analysis';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { action, inputOf, transferOf, type Action } from '../../test/operation-arbitraries';
import { givenBooks, type Books } from '../../test/operation-fixtures';
import {
  writeOperations,
  type OperationChange,
} from '../operations/write/operations-write.service';
import { getAnalysis } from './analysis.service';

// Whatever the books and the period, the analysis's total of each currency (rollup months and
// cut days together) is the raw sum of the split parts of that period's value dates, to the cent.

const creation = action.filter((a): a is Creation => a.kind === 'create' || a.kind === 'transfer');
const day = (n: number) => new Date(Date.UTC(2023, 0, 1 + n)).toISOString().slice(0, 10);

type Creation = Extract<Action, { kind: 'create' | 'transfer' }>;

function changeOf(b: Books, a: Creation): OperationChange {
  return a.kind === 'transfer'
    ? transferOf(b, a)
    : { kind: 'create', operation: inputOf(b, a.shape) };
}

async function rawTotals(
  db: Executor,
  userId: number,
  from: string,
  to: string,
  withoutTransfer: boolean,
) {
  const rows = await db
    .selectFrom('splitOperations as p')
    .innerJoin('operations as o', 'o.id', 'p.operationId')
    .innerJoin('accounts as a', 'a.id', 'p.accountId')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['c.abrv', sql<number | string>`cast(sum(p.amount) as bigint)`.as('total')])
    .where('p.userId', '=', userId)
    .where('p.valueDate', '>=', from)
    .where('p.valueDate', '<=', to)
    .$if(withoutTransfer, (q) => q.where('o.operationType', '<>', 'TRANSFER'))
    .groupBy('c.abrv')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.abrv, Number(row.total)]).filter(([, t]) => t !== 0),
  );
}

describeOnDatabases('analysis totals (property)', (ctx) => {
  it('the total of any period is the raw sum of its parts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(creation, { minLength: 1, maxLength: 25 }),
        fc.nat(820),
        fc.nat(900),
        fc.boolean(),
        async (actions, start, length, withoutTransfer) => {
          const b = await givenBooks(ctx.db);
          await writeOperations(
            ctx.db.kysely,
            b.userId,
            actions.map((a) => changeOf(b, a)),
          );
          const [from, to] = [day(start), day(start + length)];
          const query = analysisQuerySchema.parse({
            groupBy: 'CURRENCY,MONTH',
            startValueDate: from,
            endValueDate: to,
            withoutTransfer: String(withoutTransfer),
          });
          const result = await getAnalysis(ctx.db.kysely, b.userId, 'fr', query);
          const totals = Object.fromEntries(
            result.details
              .map((node) => [node.currency, node.sums.at(-1)!.sum])
              .filter(([, total]) => total !== 0),
          );
          expect(totals).toEqual(
            await rawTotals(ctx.db.kysely, b.userId, from, to, withoutTransfer),
          );
        },
      ),
      { numRuns: 25, interruptAfterTimeLimit: 20_000 },
    );
  });
});
