import { beforeEach, expect, it } from 'vitest';
import type { Executor } from '../../../db/database';
import { expectBooksHold } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import { givenBooks, operation, type Books } from '../../../test/operation-fixtures';
import { writeOperations } from './operations-write.service';

// The bank identity of imported operations (migration 0014) through the write path.

describeOnDatabases('operations write path: bank identity and transfer links', (ctx) => {
  let a: Books;
  let k: Executor;
  const identity = { bankId: 'FIT-1', fingerprint: 'abc', occurrence: 1 };
  const row = (id: number) =>
    k
      .selectFrom('operations')
      .select(['bankId', 'fingerprint', 'occurrence', 'version', 'operationType', 'transferId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    [a, k] = [await givenBooks(ctx.db), ctx.db.kysely];
  });

  it('writes the identity on create, keeps it through an update that omits it, sets and restores it', async () => {
    const create = { ...operation(a.current, -450), ...identity };
    const [id] = (await writeOperations(k, a.userId, [{ kind: 'create', operation: create }]))
      .created;
    expect(await row(id!)).toMatchObject(identity);
    await writeOperations(k, a.userId, [
      { kind: 'update', id: id!, operation: operation(a.current, -500) },
    ]);
    expect(await row(id!)).toMatchObject(identity);
    const none = { bankId: null, fingerprint: null, occurrence: null };
    await writeOperations(k, a.userId, [
      { kind: 'setIdentity', identities: [{ id: id!, ...none }] },
    ]);
    expect(await row(id!)).toMatchObject({ ...none, version: 3 });
    await expect(
      writeOperations(k, a.userId, [
        { kind: 'create', operation: { ...operation(a.current, -1), bankId: 'X' } },
        { kind: 'create', operation: { ...operation(a.current, -2), bankId: 'X' } },
      ]),
    ).rejects.toThrow();
  });

  it('links a simple operation with a new leg into a transfer and unlinks it', async () => {
    const [existing] = (
      await writeOperations(k, a.userId, [
        { kind: 'create', operation: operation(a.savings, 1_000) },
      ])
    ).created;
    const leg = { ...operation(a.current, -1_000), ...identity };
    const [created] = (
      await writeOperations(k, a.userId, [{ kind: 'linkTransfer', id: existing!, operation: leg }])
    ).created;
    expect(await row(existing!)).toMatchObject({ operationType: 'TRANSFER', transferId: created });
    expect(await row(created!)).toMatchObject({ ...identity, transferId: existing });
    await expectBooksHold(k, a.userId, [a.current, a.savings]);
    await writeOperations(k, a.userId, [{ kind: 'unlinkTransfer', id: created! }]);
    expect(await row(existing!)).toMatchObject({ operationType: 'SIMPLE', transferId: null });
    await expectBooksHold(k, a.userId, [a.current, a.savings]);
  });
});
