import { describe, expect, it } from 'vitest';
import { operationSaveSchema } from '../../../../contract/operations-save';
import { payee } from '../../../test/payees-test-data';
import { operationBody, operationValues } from '../../../components/operation-form/operation-form';
import { ACCOUNTS, operation, transferLeg } from '../../../test/operations-test-data';
import { payeeDefaults } from '../../../components/operation-form/payee-defaults';
import { currenciesDiffer, transferValues } from './transfer-form';

// The modals' mappings between the API's shapes and the forms, without a screen.

describe('operation form values', () => {
  it('shows a split debit with its parts in the operation’s direction and sends it back', () => {
    const split = operation({
      amount: -1000,
      splitOperations: [
        {
          category: { categoryId: 2, name: 'G' },
          memo: 'food',
          amount: -1200,
          amountAbs: 1200,
          tags: [],
        },
        {
          category: { categoryId: 3, name: 'L' },
          memo: null,
          amount: 200,
          amountAbs: 200,
          tags: [],
        },
      ],
    });
    const values = operationValues(split);
    expect(values.category).toBe(-2);
    expect(values.amount).toBe(1000);
    expect(values.splitOperations.map((part) => part.amount)).toEqual([1200, -200]);
    const parsed = operationSaveSchema.parse(operationBody(values));
    expect(parsed.amount).toBe(-1000);
    expect(parsed.parts.map((part) => part.amount)).toEqual([-1200, 200]);
  });

  it('keeps a single part’s category and tags on the operation', () => {
    const values = operationValues(
      operation({
        splitOperations: [
          {
            category: { categoryId: 2, name: 'G' },
            memo: null,
            amount: -1234,
            amountAbs: 1234,
            tags: [{ tagId: 5, name: 'Holidays' }],
          },
        ],
      }),
    );
    expect(values).toMatchObject({ category: 2, tags: [{ id: 5, name: 'Holidays' }] });
    expect(values.splitOperations).toEqual([]);
  });
});

describe('payee defaults', () => {
  const current = { amount: null, category: -1, tags: [], splitOperations: [] };

  it('takes the side’s category; a side without one leaves the category', () => {
    const carrefour = { ...payee(1, 'Carrefour'), amountDebit: 4000 };
    expect(payeeDefaults(carrefour, -1, current)).toMatchObject({ category: 2, amount: 4000 });
    expect(payeeDefaults(carrefour, 1, { ...current, category: 1 })).toMatchObject({
      category: 1,
      amount: null,
    });
  });

  it('spreads a template over the typed amount, the rounding to the largest part', () => {
    const thirds = {
      ...payee(2, 'Thirds'),
      debitCategory: { categoryId: -2, name: '' },
      splitCategoriesDebit: [2, 3, 2].map((categoryId) => ({
        category: { categoryId, name: '' },
        tags: [],
        amount: 0,
        percentage: 33.33,
      })),
    };
    const next = payeeDefaults(thirds, -1, { ...current, amount: 10_000 });
    const amounts = next.splitOperations.map((part) => part.amount ?? 0);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(next.category).toBe(-2);
  });
});

describe('transfer form values', () => {
  it('reads either leg as from the source to the destination', () => {
    const debitLeg = transferLeg({ toAmount: 5400 });
    expect(transferValues(debitLeg)).toMatchObject({
      account: 1,
      toAccount: 2,
      amount: 5000,
      toAmount: 5400,
    });
    const creditLeg = transferLeg({
      account: { accountId: 2, name: 'Savings', currency: { currencyId: 1, symb: '€' } },
      toAccount: { accountId: 1, name: 'Current', currency: { currencyId: 1, symb: '€' } },
      amount: 5400,
      toAmount: 5000,
    });
    expect(transferValues(creditLeg)).toMatchObject({
      account: 1,
      toAccount: 2,
      amount: 5000,
      toAmount: 5400,
    });
  });

  it('asks the amount received only between currencies', () => {
    expect(currenciesDiffer(ACCOUNTS, 1, 2)).toBe(false);
    expect(currenciesDiffer(ACCOUNTS, 1, 3)).toBe(true);
    expect(currenciesDiffer(ACCOUNTS, 1, null)).toBe(false);
  });
});
