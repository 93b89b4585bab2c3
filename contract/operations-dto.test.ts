import { describe, expect, it } from 'vitest';
import { operationDtoSchema, runningBalances, shareOneCurrency } from './operations-dto';

const euro = { currencyId: 1, symb: '€' };
const account = (accountId: number, currency = euro) => ({ accountId, name: 'Courant', currency });

const operation = {
  operationId: 10,
  operationType: 'SIMPLE',
  account: account(1),
  toAccount: null,
  toAmount: null,
  date: '2024-03-02',
  valueDate: '2024-03-02',
  amount: -3000,
  balance: 97000,
  state: null,
  type: { typeId: -1, abrv: '' },
  payee: { payeeId: -1, name: '' },
  memo: null,
  debitCredit: -1,
  splitOperations: [
    {
      category: { categoryId: 4, name: 'Courses' },
      memo: null,
      amount: -3000,
      amountAbs: 3000,
      tags: [],
    },
  ],
  category: { categoryId: 4, name: 'Courses' },
};

describe('operation answers', () => {
  it('describe an operation as the spec names its fields', () => {
    expect(operationDtoSchema.parse(operation)).toEqual(operation);
    expect(operationDtoSchema.safeParse({ ...operation, state: 'X' }).success).toBe(false);
    expect(operationDtoSchema.safeParse({ ...operation, amount: 1.5 }).success).toBe(false);
  });

  it('run the balance down the lines in cents', () => {
    expect(runningBalances(100000, [-3000, 250000, -1])).toEqual([97000, 347000, 346999]);
    expect(runningBalances(0, [])).toEqual([]);
  });

  it('tell whether results share one currency', () => {
    const dollar = { currencyId: 2, symb: '$' };
    expect(shareOneCurrency([])).toBe(true);
    expect(shareOneCurrency([{ account: account(1) }, { account: account(2) }])).toBe(true);
    expect(shareOneCurrency([{ account: account(1) }, { account: account(3, dollar) }])).toBe(
      false,
    );
  });
});
