import fc from 'fast-check';
import { expect, it } from 'vitest';
import { booksOf, expectBooksHold } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import {
  action,
  changesOf,
  existing,
  inputOf,
  type Action,
} from '../../../test/operation-arbitraries';
import { givenBooks, type Books } from '../../../test/operation-fixtures';
import { writeOperations, type OperationChange } from './operations-write.service';

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
