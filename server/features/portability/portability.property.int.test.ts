import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases, type OpenedDatabase } from '../../test/databases';
import { action, changesOf, existing } from '../../test/operation-arbitraries';
import { givenBooks, type Books } from '../../test/operation-fixtures';
import { exportOf, freshInstance, NOW, toBytes } from '../../test/portability-fixtures';
import { givenUser } from '../../test/test-app';
import {
  writeOperations,
  type OperationChange,
  type OperationInput,
} from '../operations/write/operations-write.service';
import { importDocument } from './portability-import.service';

// Export → import into a new user of another instance → export gives the same document, over
// books written by random sequences of the write path's changes.

const extra = fc.record({
  memo: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  tagged: fc.boolean(),
  imported: fc.boolean(),
});
type Extra = typeof extra extends fc.Arbitrary<infer T> ? T : never;

let lines = 0;

/** Memos, tags and bank identities on created operations, which the generic actions lack. */
function enrich(b: Books, change: OperationChange, e: Extra): OperationChange {
  const dress = (input: OperationInput): OperationInput => ({
    ...input,
    memo: e.memo,
    bankId: e.imported ? `line-${++lines}` : null,
    parts: input.parts.map((part) => ({ ...part, tagIds: e.tagged ? [b.tagId] : [] })),
  });
  if (change.kind === 'create') return { kind: 'create', operation: dress(change.operation) };
  if (change.kind === 'createTransfer') {
    return { kind: 'createTransfer', source: dress(change.source), target: dress(change.target) };
  }
  return change;
}

describeOnDatabases('data portability round trip', (ctx) => {
  let other: OpenedDatabase;
  beforeAll(async () => {
    other = await freshInstance(ctx.db.dialect);
  });
  afterAll(async () => {
    await other.drop();
  });

  it('gives back the same document over generated books', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(action, extra), { minLength: 1, maxLength: 25 }),
        async (steps) => {
          const b = await givenBooks(ctx.db);
          for (const [a, e] of steps) {
            const changes = changesOf(b, a, await existing(ctx.db.kysely, b.userId));
            await writeOperations(
              ctx.db.kysely,
              b.userId,
              changes.map((change) => enrich(b, change, e)),
            ).catch(() => undefined);
          }
          const document = await exportOf(ctx.db, b.userId);
          const newcomer = await givenUser(other.db);
          await importDocument(other.db.kysely, newcomer.id, toBytes(document), NOW);
          expect(await exportOf(other.db, newcomer.id)).toEqual(document);
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
