import { describe, expect, it } from 'vitest';
import { defaultBeginDate, echeanceSaveSchema } from './echeances-save';

const body = (over: object = {}) => ({
  beginDate: '2026-01-31',
  amount: 80_000,
  debitCredit: -1,
  category: { categoryId: 7 },
  ...over,
});

const codes = (input: object) => {
  const result = echeanceSaveSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.message, i.path.join('.')]);
};

describe('the planned-operation body', () => {
  it('parses a monthly debit to its stored shape', () => {
    expect(echeanceSaveSchema.parse(body({ budgets: [3, { accountId: 3 }, 4] }))).toEqual({
      beginDate: '2026-01-31',
      frequency: 'MONTHLY',
      operationType: 'SIMPLE',
      accountId: null,
      toAccountId: null,
      autoSave: false,
      amount: -80_000,
      typeId: null,
      payeeId: null,
      memo: null,
      parts: [{ categoryId: 7, memo: null, amount: -80_000, tagIds: [] }],
      budgetIds: [3, 4],
    });
  });

  it('requires a non-zero amount, a category and a begin date', () => {
    expect(codes(body({ amount: 0 }))).toEqual([['echeance.amount.invalid', 'amount']]);
    expect(codes(body({ amount: undefined }))).toEqual([['echeance.amount.invalid', 'amount']]);
    expect(codes(body({ category: { categoryId: -1 } }))).toEqual([
      ['echeance.category.isRequired', 'category'],
    ]);
    expect(codes(body({ category: undefined }))).toEqual([
      ['echeance.category.isRequired', 'category'],
    ]);
    expect(codes(body({ beginDate: '' }))).toEqual([
      ['echeance.beginDate.isRequired', 'beginDate'],
    ]);
    expect(codes(body({ beginDate: '2026-02-30' }))).toEqual([
      ['echeance.beginDate.invalid', 'beginDate'],
    ]);
  });

  it('requires the account with autoSave, and a different destination for a transfer', () => {
    expect(codes(body({ autoSave: true }))).toEqual([['echeance.account.isRequired', 'account']]);
    expect(codes(body({ autoSave: true, account: { accountId: 2 } }))).toEqual([]);
    const transfer = body({ operationType: 'TRANSFER', account: { accountId: 2 } });
    expect(codes(transfer)).toEqual([['transfer.toAccount.isRequired', 'toAccount']]);
    expect(codes({ ...transfer, toAccount: { accountId: 2 } })).toEqual([
      ['transfer.toAccount.same', 'toAccount'],
    ]);
    const saved = echeanceSaveSchema.parse({ ...transfer, toAccount: { accountId: 5 } });
    expect(saved).toMatchObject({ accountId: 2, toAccountId: 5, amount: -80_000 });
  });

  it('takes split parts that make the amount, each with a category', () => {
    const split = (parts: object[]) =>
      body({ category: { categoryId: -2 }, splitOperations: parts });
    const parsed = echeanceSaveSchema.parse(
      split([
        { category: { categoryId: 7 }, amount: 50_000, tags: [{ tagId: 9 }] },
        { category: { categoryId: 8 }, amount: 30_000 },
        { category: { categoryId: -1 }, amount: null },
      ]),
    );
    expect(parsed.parts).toEqual([
      { categoryId: 7, memo: null, amount: -50_000, tagIds: [9] },
      { categoryId: 8, memo: null, amount: -30_000, tagIds: [] },
    ]);
    expect(codes(split([{ category: { categoryId: 7 }, amount: 50_000 }]))).toEqual([
      ['operation.split.remainder', 'splitOperations'],
    ]);
    expect(codes(split([{ category: { categoryId: -1 }, amount: 80_000 }]))).toEqual([
      ['echeance.category.isRequired', 'splitOperations.0.category'],
    ]);
  });

  it('tells every broken rule at once, cross-field ones included', () => {
    expect(codes({ beginDate: '2026-01-01', autoSave: true })).toEqual([
      ['echeance.amount.invalid', 'amount'],
      ['echeance.category.isRequired', 'category'],
      ['echeance.account.isRequired', 'account'],
    ]);
  });

  it('begins on 1 January of the current year by default', () => {
    expect(defaultBeginDate(new Date(2026, 10, 23))).toBe('2026-01-01');
  });
});
