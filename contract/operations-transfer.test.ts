import { describe, expect, it } from 'vitest';
import {
  transferAmountsError,
  transferLegAmounts,
  transferSaveSchema,
} from './operations-transfer';

const valid = {
  account: { accountId: 1 },
  toAccount: { accountId: 2 },
  date: '2024-05-02',
  amount: -15000,
};

const firstMessage = (body: unknown) =>
  transferSaveSchema.safeParse(body).error?.issues[0]?.message;

describe('transfer save body', () => {
  it('parses to the stored shape, the value date defaulting to the date', () => {
    expect(transferSaveSchema.parse({ ...valid, memo: 'Épargne', tags: [{ tagId: 4 }] })).toEqual({
      accountId: 1,
      toAccountId: 2,
      date: '2024-05-02',
      valueDate: '2024-05-02',
      amount: 15000,
      toAmount: null,
      typeId: null,
      payeeId: null,
      memo: 'Épargne',
      categoryId: null,
      tagIds: [4],
    });
    expect(transferSaveSchema.parse({ ...valid, valueDate: '2024-05-03' }).valueDate).toBe(
      '2024-05-03',
    );
    for (const valueDate of ['', ' ', null]) {
      expect(transferSaveSchema.parse({ ...valid, valueDate }).valueDate).toBe('2024-05-02');
    }
  });

  it('needs a destination different from the source', () => {
    expect(firstMessage({ ...valid, toAccount: undefined })).toBe('transfer.toAccount.isRequired');
    expect(firstMessage({ ...valid, toAccount: null })).toBe('transfer.toAccount.isRequired');
    const same = transferSaveSchema.safeParse({ ...valid, toAccount: { accountId: 1 } });
    expect(same.error?.issues[0]).toMatchObject({
      message: 'transfer.toAccount.same',
      path: ['toAccount'],
    });
  });

  it('needs an amount other than zero and a date', () => {
    expect(firstMessage({ ...valid, amount: 0 })).toBe('operation.amount.isRequired');
    expect(firstMessage({ ...valid, amount: 1.5 })).toBe('amount.invalid');
    expect(firstMessage({ ...valid, toAmount: 0 })).toBe('operation.amount.isRequired');
    expect(firstMessage({ ...valid, date: '' })).toBe('operation.date.invalid');
    expect(firstMessage({ ...valid, valueDate: '2024-13-01' })).toBe('operation.valueDate.invalid');
  });

  it('takes no split category', () => {
    expect(transferSaveSchema.safeParse({ ...valid, category: { categoryId: -2 } }).success).toBe(
      false,
    );
    expect(transferSaveSchema.parse({ ...valid, category: { categoryId: 8 } }).categoryId).toBe(8);
  });
});

describe('transfer amounts', () => {
  it('needs the amount received when the currencies differ, no other one otherwise', () => {
    expect(transferAmountsError({ amount: 100, toAmount: null }, false)).toBe(
      'transfer.toAmount.isRequired',
    );
    expect(transferAmountsError({ amount: 100, toAmount: 92 }, false)).toBeNull();
    expect(transferAmountsError({ amount: 100, toAmount: null }, true)).toBeNull();
    expect(transferAmountsError({ amount: 100, toAmount: 100 }, true)).toBeNull();
    expect(transferAmountsError({ amount: 100, toAmount: 92 }, true)).toBe(
      'transfer.toAmount.sameCurrency',
    );
  });

  it('debits the source and credits the destination', () => {
    expect(transferLegAmounts({ amount: 100, toAmount: null })).toEqual({ from: -100, to: 100 });
    expect(transferLegAmounts({ amount: 100, toAmount: 92 })).toEqual({ from: -100, to: 92 });
  });
});
