import { beforeEach, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { expectRollupsExact } from '../../test/rollup-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';
import { runAutoSave } from './echeances-autosave.service';
import { echeanceOccurrences } from './echeances-read.service';

async function operation(
  db: Executor,
  userId: number,
  accountId: number,
  date: string,
  amount: number,
) {
  const { created } = await writeOperations(db, userId, [
    {
      kind: 'create',
      operation: {
        accountId,
        date,
        valueDate: date,
        amount,
        parts: [{ categoryId: null, amount }],
      },
    },
  ]);
  return created[0]!;
}

const march = { from: '2024-03-01', to: '2024-03-31' };
const matchPath = (plan: number, date: string) =>
  `/api/echeances/${plan}/occurrences/${date}/match`;

describeOnDatabases(
  'occurrences of planned operations: state, proposed and confirmed matches',
  (ctx) => {
    let a: BooksUser;
    let rent: number;

    beforeEach(async () => {
      a = await givenBooksUser(ctx.db);
      rent = await insertPlan(ctx.db.kysely, a.id, {
        accountId: a.current,
        amount: -5_000,
        beginDate: '2024-01-01',
      });
    });

    const stateOf = async (date: string) =>
      (await echeanceOccurrences(ctx.db.kysely, a.id, march)).find(
        (o) => o.plan.id === rent && o.date === date,
      );

    it('proposes an operation of the same account and amount within 5 days, confirms and undoes it', async () => {
      const db = ctx.db.kysely;
      await operation(db, a.id, a.current, '2024-03-03', -4_999);
      await operation(db, a.id, a.savings, '2024-03-02', -5_000);
      await operation(db, a.id, a.current, '2024-03-07', -5_000);
      const close = await operation(db, a.id, a.current, '2024-02-26', -5_000);
      expect(await stateOf('2024-03-01')).toMatchObject({
        state: 'PLANNED',
        operationId: null,
        proposedOperationId: close,
      });

      const plain = await echeanceOccurrences(db, a.id, march, {}, { proposals: false });
      expect(plain.find((o) => o.plan.id === rent)?.proposedOperationId).toBeNull();

      const matched = await a.client.post(matchPath(rent, '2024-03-01'), { operationId: close });
      expect(matched.status).toBe(200);
      expect(matched.body).toEqual({
        echeanceId: rent,
        date: '2024-03-01',
        state: 'MATCHED',
        operationId: close,
      });
      expect(await stateOf('2024-03-01')).toMatchObject({
        state: 'MATCHED',
        operationId: close,
        proposedOperationId: null,
      });
      const again = await a.client.post(matchPath(rent, '2024-03-01'), { operationId: close });
      expect([again.status, again.body]).toEqual([
        409,
        { messageCode: 'echeance.occurrence.already-done' },
      ]);
      const twice = await a.client.post(matchPath(rent, '2024-04-01'), { operationId: close });
      expect([twice.status, twice.body]).toEqual([
        409,
        { messageCode: 'echeance.occurrence.operation-linked' },
      ]);
      // A linked operation is proposed to no other occurrence.
      const february = await echeanceOccurrences(db, a.id, {
        from: '2024-02-01',
        to: '2024-02-29',
      });
      expect(february.find((o) => o.plan.id === rent)?.proposedOperationId).toBeNull();

      expect((await a.client.delete(matchPath(rent, '2024-03-01'))).status).toBe(204);
      expect(await stateOf('2024-03-01')).toMatchObject({
        state: 'PLANNED',
        proposedOperationId: close,
      });
      expect((await a.client.delete(matchPath(rent, '2024-03-01'))).status).toBe(404);
      expect(
        await db.selectFrom('operations').select('id').where('id', '=', close).execute(),
      ).toHaveLength(1);
    });

    it('undoing a saved occurrence deletes its operation and leaves it planned', async () => {
      const db = ctx.db.kysely;
      const saving = await insertPlan(db, a.id, {
        accountId: a.current,
        toAccountId: a.savings,
        amount: -2_000,
        beginDate: '2024-03-10',
        autoSave: true,
      });
      await db
        .updateTable('echeances')
        .set({ nextDate: '2024-03-10' })
        .where('id', '=', saving)
        .execute();
      await runAutoSave(db, new Date('2024-03-10T12:00:00').getTime());
      const saved = (await echeanceOccurrences(db, a.id, march)).find((o) => o.plan.id === saving);
      expect(saved).toMatchObject({ state: 'SAVED', operationId: expect.any(Number) });

      expect((await a.client.delete(matchPath(saving, '2024-03-10'))).status).toBe(204);
      const legs = await db
        .selectFrom('operations')
        .select('id')
        .where('echeanceId', '=', saving)
        .execute();
      expect(legs).toEqual([]);
      const after = (await echeanceOccurrences(db, a.id, march)).find((o) => o.plan.id === saving);
      expect(after).toMatchObject({ state: 'PLANNED', operationId: null });
      await runAutoSave(db, new Date('2024-03-11T12:00:00').getTime());
      expect(
        await db.selectFrom('operations').select('id').where('echeanceId', '=', saving).execute(),
      ).toEqual([]);
      await expectRollupsExact(db, a.id);
    });

    it('answers 404 for a date that is not an occurrence, 400 for one that is no date', async () => {
      const op = await operation(ctx.db.kysely, a.id, a.current, '2024-03-01', -5_000);
      expect((await a.client.post(matchPath(rent, '2024-03-02'), { operationId: op })).status).toBe(
        404,
      );
      expect((await a.client.post(matchPath(rent, '2024-02-30'), { operationId: op })).status).toBe(
        400,
      );
      expect((await a.client.post(matchPath(rent, '2024-03-01'), {})).status).toBe(400);
    });

    it('answers 404 to another user for A’s plans and operations, changing nothing', async () => {
      const b = await givenBooksUser(ctx.db);
      const own = await insertPlan(ctx.db.kysely, b.id, {
        accountId: b.current,
        amount: -5_000,
        beginDate: '2024-01-01',
      });
      const aOperation = await operation(ctx.db.kysely, a.id, a.current, '2024-03-01', -5_000);
      const bOperation = await operation(ctx.db.kysely, b.id, b.current, '2024-03-01', -5_000);
      expect(
        (await b.client.post(matchPath(rent, '2024-03-01'), { operationId: bOperation })).status,
      ).toBe(404);
      expect(
        (await b.client.post(matchPath(own, '2024-03-01'), { operationId: aOperation })).status,
      ).toBe(404);
      await a.client.post(matchPath(rent, '2024-03-01'), { operationId: aOperation });
      expect((await b.client.delete(matchPath(rent, '2024-03-01'))).status).toBe(404);
      expect(await stateOf('2024-03-01')).toMatchObject({
        state: 'MATCHED',
        operationId: aOperation,
      });
      const rows = await ctx.db.kysely
        .selectFrom('echeanceOccurrences')
        .select('id')
        .where('userId', '=', b.id)
        .execute();
      expect(rows).toEqual([]);
    });
  },
);
