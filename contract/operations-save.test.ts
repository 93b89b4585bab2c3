import { describe, expect, it } from 'vitest';
import {
  ifMatchVersion,
  operationETag,
  operationPathSchema,
  operationSavePathSchema,
  operationSaveSchema,
} from './operations-save';

const valid = {
  account: { accountId: 3 },
  date: '2024-03-15',
  valueDate: '2024-03-16',
  amount: 4250,
  debitCredit: -1,
  category: { categoryId: 12 },
  tags: [{ tagId: 2 }, { tagId: 2 }],
};

const firstMessage = (body: unknown) =>
  operationSaveSchema.safeParse(body).error?.issues[0]?.message;

describe('operation save body', () => {
  it('parses a simple debit to the stored shape: signed amount, one part', () => {
    expect(operationSaveSchema.parse({ ...valid, memo: '  Courses ', state: 'P' })).toEqual({
      accountId: 3,
      date: '2024-03-15',
      valueDate: '2024-03-16',
      amount: -4250,
      typeId: null,
      payeeId: null,
      memo: 'Courses',
      state: 'P',
      parts: [{ categoryId: 12, memo: null, amount: -4250, tagIds: [2] }],
    });
  });

  it('uses the absolute value of the amount with debitCredit', () => {
    const credit = operationSaveSchema.parse({ ...valid, amount: -4250, debitCredit: 1 });
    expect(credit.amount).toBe(4250);
    expect(credit.parts[0]?.amount).toBe(4250);
  });

  it('refuses an amount of zero, missing or not in cents', () => {
    expect(firstMessage({ ...valid, amount: 0 })).toBe('operation.amount.isRequired');
    expect(firstMessage({ ...valid, amount: undefined })).toBe('operation.amount.isRequired');
    expect(firstMessage({ ...valid, amount: null })).toBe('operation.amount.isRequired');
    expect(firstMessage({ ...valid, amount: Number.NaN })).toBe('amount.invalid');
    expect(firstMessage({ ...valid, amount: 12.5 })).toBe('amount.invalid');
    expect(firstMessage({ ...valid, amount: '12' })).toBe('amount.invalid');
    expect(firstMessage({ ...valid, amount: 2 ** 60 })).toBe('amount.invalid');
  });

  it('needs a valid date and a value date that is not empty', () => {
    expect(firstMessage({ ...valid, date: '2024-02-30' })).toBe('operation.date.invalid');
    expect(firstMessage({ ...valid, date: undefined })).toBe('operation.date.invalid');
    expect(firstMessage({ ...valid, valueDate: '' })).toBe('operation.valueDate.isRequired');
    expect(firstMessage({ ...valid, valueDate: null })).toBe('operation.valueDate.isRequired');
    expect(firstMessage({ ...valid, valueDate: '16/03/2024' })).toBe('operation.valueDate.invalid');
  });

  it('needs an account and a direction', () => {
    expect(firstMessage({ ...valid, account: undefined })).toBe('operation.account.isRequired');
    expect(firstMessage({ ...valid, account: { accountId: -4 } })).toBe(
      'operation.account.isRequired',
    );
    expect(operationSaveSchema.safeParse({ ...valid, debitCredit: 0 }).success).toBe(false);
  });

  it('maps the default type, payee and category (-1) to none', () => {
    const parsed = operationSaveSchema.parse({
      ...valid,
      type: { typeId: -1 },
      payee: { payeeId: -1 },
      category: { categoryId: -1 },
    });
    expect(parsed).toMatchObject({ typeId: null, payeeId: null });
    expect(parsed.parts[0]?.categoryId).toBeNull();
    const named = operationSaveSchema.parse({
      ...valid,
      type: { typeId: 4 },
      payee: { payeeId: 9 },
    });
    expect(named).toMatchObject({ typeId: 4, payeeId: 9 });
    expect(operationSaveSchema.safeParse({ ...valid, category: { categoryId: -3 } }).success).toBe(
      false,
    );
  });

  it('refuses hidden characters and overlong memos', () => {
    expect(firstMessage({ ...valid, memo: 'a\u202eb' })).toBe('text.invisibleCharacters');
    expect(operationSaveSchema.safeParse({ ...valid, memo: 'x'.repeat(501) }).success).toBe(false);
  });

  it('keeps HTML in a memo as text', () => {
    const memo = '<img src=x onerror=alert(1)>';
    expect(operationSaveSchema.parse({ ...valid, memo }).memo).toBe(memo);
  });
});

describe('split operation body', () => {
  const split = (parts: unknown[]) => ({
    ...valid,
    amount: 10000,
    category: { categoryId: -2 },
    splitOperations: parts,
  });

  it('signs the parts with the operation, drops zero parts, keeps part memos and tags', () => {
    const parsed = operationSaveSchema.parse(
      split([
        { category: { categoryId: 5 }, amount: 7000, memo: 'food', tags: [{ tagId: 1 }] },
        { category: null, amount: 0 },
        { category: { categoryId: 6 }, amount: 3500 },
        { category: { categoryId: 7 }, amount: -500, memo: 'discount' },
      ]),
    );
    expect(parsed.amount).toBe(-10000);
    expect(parsed.parts).toEqual([
      { categoryId: 5, memo: 'food', amount: -7000, tagIds: [1] },
      { categoryId: 6, memo: null, amount: -3500, tagIds: [] },
      { categoryId: 7, memo: 'discount', amount: 500, tagIds: [] },
    ]);
  });

  it('refuses a remainder other than 0 and a split without parts', () => {
    expect(firstMessage(split([{ amount: 6000 }, { amount: 3000 }]))).toBe(
      'operation.split.remainder',
    );
    expect(firstMessage(split([{ amount: 0 }]))).toBe('operation.split.needPart');
    expect(firstMessage(split([]))).toBe('operation.split.needPart');
    const issue = operationSaveSchema.safeParse(split([{ amount: 1 }])).error?.issues[0];
    expect(issue?.path).toEqual(['splitOperations']);
  });

  it('drops blank lines (nothing typed) and refuses a part that is not in cents', () => {
    const parts = [{ category: { categoryId: 5 }, amount: 10000 }, { amount: null }, {}];
    expect(operationSaveSchema.parse(split(parts)).parts).toHaveLength(1);
    expect(firstMessage(split([{ amount: 10000 }, { amount: Number.NaN }]))).toBe('amount.invalid');
  });

  it('ignores split parts when the category is not split', () => {
    const parsed = operationSaveSchema.parse({ ...valid, splitOperations: [{ amount: 1 }] });
    expect(parsed.parts).toHaveLength(1);
  });
});

describe('operation paths', () => {
  it('reads the kind in any case and NEW_ID as a creation', () => {
    expect(operationPathSchema.parse({ operationType: 'simple', operationId: '12' })).toEqual({
      operationType: 'SIMPLE',
      operationId: 12,
    });
    expect(
      operationSavePathSchema.parse({ operationType: 'TRANSFER', operationId: '0' }).operationId,
    ).toBeNull();
    expect(operationPathSchema.safeParse({ operationType: 'X', operationId: '1' }).success).toBe(
      false,
    );
    expect(
      operationPathSchema.safeParse({ operationType: 'SIMPLE', operationId: '0' }).success,
    ).toBe(false);
  });
});

describe('If-Match', () => {
  it('reads the version of the ETag, weak or strong; nothing or * checks nothing', () => {
    expect(ifMatchVersion(operationETag(7))).toBe(7);
    expect(ifMatchVersion('W/"12"')).toBe(12);
    expect(ifMatchVersion(undefined)).toBeNull();
    expect(ifMatchVersion(' * ')).toBeNull();
    expect(ifMatchVersion('"abc"')).toBeNaN();
    expect(ifMatchVersion('7')).toBeNaN();
  });
});
