import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { booksOf, expectBooksHold } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import {
  action,
  inputOf,
  pick,
  transferOf,
  type Action,
  type Existing,
} from '../../test/operation-arbitraries';
import { givenBooks, type Books } from '../../test/operation-fixtures';
import { writeOperations, type OperationChange } from './operations-write.service';

async function existing(db: Executor, userId: number): Promise<Existing[]> {
  return db
    .selectFrom('operations')
    .select(['id', 'amount', 'transferId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** The changes an action stands for against the current operations (none when it needs one). */
function changesOf(b: Books, a: Action, ops: Existing[]): OperationChange[] {
  switch (a.kind) {
    case 'create':
      return [{ kind: 'create', operation: inputOf(b, a.shape) }];
    case 'transfer':
      return [transferOf(b, a)];
    case 'update': {
      const op = pick(ops, a.pick);
      if (!op) return [];
      if (op.transferId === null)
        return [{ kind: 'update', id: op.id, operation: inputOf(b, a.shape) }];
      const t = transferOf(b, {
        kind: 'transfer',
        shape: a.shape,
        to: a.shape.account + 1,
        other: 1_234,
      });
      return t.kind === 'createTransfer'
        ? [{ kind: 'updateTransfer', id: op.id, source: t.source, target: t.target }]
        : [];
    }
    case 'split': {
      const op = pick(ops, a.pick);
      return op
        ? [{ kind: 'replaceParts', id: op.id, parts: inputOf(b, a.shape, op.amount).parts }]
        : [];
    }
    case 'point': {
      const ids = [
        ...new Set(a.picks.map((i) => pick(ops, i)?.id).filter((id) => id !== undefined)),
      ];
      return [{ kind: 'point', ids, pointed: a.pointed }];
    }
    case 'delete': {
      const ids = [
        ...new Set(a.picks.map((i) => pick(ops, i)?.id).filter((id) => id !== undefined)),
      ];
      return ids.length > 0 ? [{ kind: 'delete', ids }] : [];
    }
    case 'failing':
      return [];
  }
}

/** A valid change then one refused: by the service, by the database, or for a missing id. */
function failingChanges(
  b: Books,
  a: Extract<Action, { kind: 'failing' }>,
  foreignCategory: number,
): OperationChange[] {
  const valid: OperationChange = { kind: 'create', operation: inputOf(b, a.shape) };
  const input = inputOf(b, a.shape);
  const broken: OperationChange[] = [
    {
      kind: 'create',
      operation: { ...input, parts: [{ categoryId: null, amount: input.amount + 1 }] },
    },
    {
      kind: 'create',
      operation: { ...input, parts: [{ categoryId: foreignCategory, amount: input.amount }] },
    },
    { kind: 'delete', ids: [Number.MAX_SAFE_INTEGER] },
  ];
  return [valid, broken[a.how % 3] as OperationChange];
}

describeOnDatabases('operations write path: properties over random writes', (ctx) => {
  it('keeps parts, transfers, balances and rollups exact; a refused write changes nothing', async () => {
    const k = ctx.db.kysely;
    const stranger = await givenBooks(ctx.db);
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (actions) => {
        const b = await givenBooks(ctx.db);
        const accounts = [b.current, b.savings, b.foreign];
        for (const a of actions) {
          if (a.kind === 'failing') {
            const before = await booksOf(k, b.userId);
            await expect(
              writeOperations(k, b.userId, failingChanges(b, a, stranger.groceries)),
            ).rejects.toThrow();
            expect(await booksOf(k, b.userId)).toEqual(before);
            continue;
          }
          const changes = changesOf(b, a, await existing(k, b.userId));
          if (changes.length > 0) await writeOperations(k, b.userId, changes);
          await expectBooksHold(k, b.userId, accounts);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
