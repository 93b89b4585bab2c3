import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { SQLITE_MAX_BOUND_VALUES } from '../../db/bind-limit';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { givenBooksUser } from '../../test/operation-api-fixtures';
import type { OperationChange } from '../operations/write/operations-write.model';
import { writeOperations } from '../operations/write/operations-write.service';
import { echeanceOccurrences } from './echeances-read.service';

// Occurrences proposed among more operations of a plan's amount than SQLite binds in a statement.

const AMOUNT = -5_000;
const BATCH = 10_000;
const march = { from: '2024-03-01', to: '2024-03-31' };

describeOnDatabases('occurrences among many operations of their amount', (ctx) => {
  it('proposes the closest operation that no occurrence stands for', async () => {
    const db = ctx.db.kysely;
    const a = await givenBooksUser(ctx.db);
    const plan = () =>
      insertPlan(db, a.id, { accountId: a.current, amount: AMOUNT, beginDate: '2024-01-01' });
    const [matched, planned] = [await plan(), await plan()];
    const create = (date: string): OperationChange => ({
      kind: 'create',
      operation: {
        accountId: a.current,
        date,
        valueDate: date,
        amount: AMOUNT,
        parts: [{ categoryId: null, amount: AMOUNT }],
      },
    });
    const [linked, free] = (
      await writeOperations(db, a.id, [create('2024-03-01'), create('2024-03-01')])
    ).created;
    for (let made = 0; made <= SQLITE_MAX_BOUND_VALUES; made += BATCH) {
      const changes = Array.from({ length: BATCH }, (_, i) => create(`2024-03-${10 + (i % 10)}`));
      await writeOperations(db, a.id, changes);
      // As autovacuum would: PostgreSQL's foreign-key checks otherwise keep plans made for the
      // tables' first rows.
      if (ctx.db.dialect === 'postgres') await sql`analyze`.execute(db);
    }
    const match = await a.client.post(`/api/echeances/${matched}/occurrences/2024-03-01/match`, {
      operationId: linked,
    });
    expect(match.status).toBe(200);

    const occurrences = await echeanceOccurrences(db, a.id, march);
    expect(
      occurrences.map((o) => [o.plan.id, o.state, o.operationId, o.proposedOperationId]),
    ).toEqual([
      [matched, 'MATCHED', linked, null],
      [planned, 'PLANNED', null, free],
    ]);
  }, 240_000);
});
