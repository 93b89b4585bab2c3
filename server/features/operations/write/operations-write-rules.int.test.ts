import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import type { Executor } from '../../../db/database';
import { constraintAnswer } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { booksOf } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import { givenBooks, operation, type Books } from '../../../test/operation-fixtures';
import { writeOperations, type OperationChange } from './operations-write.service';

/** The status and message code the error handler would answer for the failure. */
async function answerTo(write: Promise<unknown>) {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof AppError) return { status: error.status, messageCode: error.messageCode };
  return constraintAnswer(error);
}

describeOnDatabases('operations write path: refusals change nothing', (ctx) => {
  let a: Books;
  let b: Books;
  let k: Executor;
  let mine: number;
  let theirs: number;
  const notFound = { status: 404, messageCode: MessageCode.notFound };
  const invalid = { status: 400, messageCode: MessageCode.validation };

  /** The write is refused with `answer` and user A's books stay as they were. */
  async function expectRefused(changes: OperationChange[], answer: object) {
    const before = await booksOf(k, a.userId);
    expect(await answerTo(writeOperations(k, a.userId, changes))).toEqual(answer);
    expect(await booksOf(k, a.userId)).toEqual(before);
  }

  beforeEach(async () => {
    [a, b, k] = [await givenBooks(ctx.db), await givenBooks(ctx.db), ctx.db.kysely];
    const create = (books: Books) =>
      writeOperations(k, books.userId, [
        { kind: 'create', operation: operation(books.current, -1_000) },
      ]);
    [mine, theirs] = [(await create(a)).created[0]!, (await create(b)).created[0]!];
  });

  it("refuses another user's operation, account, category, tag and payee ids with 404", async () => {
    const valid: OperationChange = { kind: 'create', operation: operation(a.current, -10) };
    const payee = await k
      .insertInto('payees')
      .values({ userId: b.userId, name: 'Autre' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused: OperationChange[] = [
      { kind: 'update', id: theirs, operation: operation(a.current, -5) },
      { kind: 'delete', ids: [mine, theirs] },
      { kind: 'point', ids: [theirs], pointed: true },
      { kind: 'replaceParts', id: theirs, parts: [{ categoryId: null, amount: -1_000 }] },
      { kind: 'create', operation: operation(b.current, -5) },
      { kind: 'create', operation: operation(a.current, -5, '2024-03-09', b.groceries) },
      { kind: 'create', operation: { ...operation(a.current, -5), payeeId: payee.id } },
      {
        kind: 'create',
        operation: {
          ...operation(a.current, -5),
          parts: [{ categoryId: null, amount: -5, tagIds: [b.tagId] }],
        },
      },
      { kind: 'createTransfer', source: operation(a.current, -5), target: operation(b.savings, 5) },
    ];
    for (const change of refused) await expectRefused([valid, change], notFound);
  });

  it('refuses broken operations and transfers with 400 and the contract’s codes', async () => {
    const input = operation(a.current, -500);
    const code = (messageCode: string) => ({ status: 400, messageCode });
    const refused: [OperationChange, string][] = [
      [{ kind: 'create', operation: operation(a.current, 0) }, MessageCode.operationAmountRequired],
      [{ kind: 'create', operation: { ...input, amount: -5.5 } }, MessageCode.amountInvalid],
      [
        { kind: 'create', operation: { ...input, date: '2024-02-30' } },
        MessageCode.operationDateInvalid,
      ],
      [
        { kind: 'create', operation: { ...input, valueDate: '' } },
        MessageCode.operationValueDateInvalid,
      ],
      [{ kind: 'create', operation: { ...input, parts: [] } }, MessageCode.operationSplitNeedPart],
      [
        { kind: 'create', operation: { ...input, parts: [{ categoryId: null, amount: -499 }] } },
        MessageCode.operationSplitRemainder,
      ],
      [
        { kind: 'replaceParts', id: mine, parts: [{ categoryId: a.groceries, amount: -999 }] },
        MessageCode.operationSplitRemainder,
      ],
      [
        {
          kind: 'createTransfer',
          source: operation(a.current, -5),
          target: operation(a.current, 5),
        },
        MessageCode.transferSameAccount,
      ],
      [
        {
          kind: 'createTransfer',
          source: operation(a.current, -5),
          target: operation(a.savings, 4),
        },
        MessageCode.transferToAmountSameCurrency,
      ],
      [
        {
          kind: 'createTransfer',
          source: operation(a.current, -5),
          target: operation(a.foreign, -4),
        },
        MessageCode.validation,
      ],
      [
        {
          kind: 'updateTransfer',
          id: mine,
          source: operation(a.current, -5),
          target: operation(a.savings, 5),
        },
        MessageCode.validation,
      ],
    ];
    for (const [change, messageCode] of refused) await expectRefused([change], code(messageCode));
  });

  it('accepts a transfer across currencies with an amount on each side', async () => {
    const { created } = await writeOperations(k, a.userId, [
      {
        kind: 'createTransfer',
        source: operation(a.current, -10_000),
        target: operation(a.foreign, 10_870),
      },
    ]);
    expect(created).toHaveLength(2);
    await expectRefused(
      [{ kind: 'update', id: created[0]!, operation: operation(a.current, -5) }],
      invalid,
    );
  });
});
