import { describe, expect, it } from 'vitest';
import { payeeNameFromLabel } from './payee-format';
import {
  formatKeywords,
  keywordsUsedElsewhere,
  parseKeywords,
  sharedKeywords,
} from './payee-keywords';
import {
  applySplitTemplate,
  percentageRemainder,
  splitTemplateError,
  type PayeeSplitPart,
} from './payee-splits';
import {
  payeeCategoryToApi,
  payeeFormatSchema,
  payeeSaveSchema,
  payeesHasOperationsQuerySchema,
} from './payees';

describe('payee keywords', () => {
  it('parses a comma list: trimmed, empty items dropped, each once', () => {
    expect(
      parseKeywords(' CARREFOUR , ,carrefour market,,  CARREFOUR,Café  du   Coin ,cafe du coin'),
    ).toEqual(['CARREFOUR', 'carrefour market', 'Café du Coin']);
    expect(parseKeywords('')).toEqual([]);
    expect(parseKeywords(['EDF', ' edf ', 'GDF, ENGIE'])).toEqual(['EDF', 'GDF', 'ENGIE']);
    expect(formatKeywords(['EDF', 'ENGIE'])).toBe('EDF, ENGIE');
  });

  it('flags a keyword used by two payees', () => {
    const payees = [
      { payeeId: 1, keywords: ['CARREFOUR', 'CARREFOUR CITY'] },
      { payeeId: 2, keywords: ['Carrefour'] },
      { payeeId: 3, keywords: ['LIDL'] },
    ];
    expect(sharedKeywords(payees)).toEqual([{ keyword: 'CARREFOUR', payeeIds: [1, 2] }]);
    expect(keywordsUsedElsewhere(2, ['carrefour', 'AUCHAN'], payees)).toEqual(['carrefour']);
    expect(keywordsUsedElsewhere(null, ['lidl'], payees)).toEqual(['lidl']);
    expect(keywordsUsedElsewhere(3, ['lidl'], payees)).toEqual([]);
  });
});

const part = (over: Partial<PayeeSplitPart>): PayeeSplitPart => ({
  category: 10,
  tags: [],
  amount: 0,
  percentage: null,
  ...over,
});

describe('payee split templates', () => {
  it('applies a 60/40 template to odd cents, in credit and in debit', () => {
    const template = [part({ percentage: 60 }), part({ category: 11, percentage: 40 })];
    expect(applySplitTemplate(-8731, template)).toEqual([-5239, -3492]);
    expect(applySplitTemplate(1001, template)).toEqual([601, 400]);
  });

  it('applies fixed amounts with the sign of the operation', () => {
    const template = [part({ amount: 80000 }), part({ category: 11, amount: 12000 })];
    expect(applySplitTemplate(-92000, template)).toEqual([-80000, -12000]);
    const mixed = [part({ amount: 10000 }), part({ percentage: 50 }), part({ percentage: 50 })];
    expect(applySplitTemplate(-30001, mixed)).toEqual([-10000, -10001, -10000]);
  });

  it('accepts complete templates', () => {
    expect(
      splitTemplateError([part({ percentage: 60 }), part({ percentage: 40 })], null),
    ).toBeNull();
    expect(splitTemplateError(Array(3).fill(part({ percentage: 33.33 })), 5000)).toBeNull();
    expect(splitTemplateError(Array(7).fill(part({ percentage: 14.29 })), null)).toBeNull();
    expect(splitTemplateError([part({ amount: 800 }), part({ amount: 200 })], 1000)).toBeNull();
    expect(splitTemplateError([part({ amount: 800 }), part({ amount: 200 })], null)).toBeNull();
    expect(splitTemplateError([part({ amount: 300 }), part({ percentage: 100 })], 1000)).toBeNull();
    expect(
      splitTemplateError([part({ category: null, amount: 300 }), part({ amount: 700 })], 1000),
    ).toBeNull();
  });

  it('refuses a remainder, a category without amount and an empty split', () => {
    expect(splitTemplateError([], null)).toBe('modal.payee.split.needPart');
    expect(splitTemplateError([part({ amount: 0 }), part({ amount: 100 })], 100)).toBe(
      'modal.payee.split.needAmount',
    );
    expect(splitTemplateError([part({ percentage: 0 }), part({ percentage: 100 })], null)).toBe(
      'modal.payee.split.needAmount',
    );
    for (const [parts, total] of [
      [[part({ percentage: 50 }), part({ percentage: 49.99 })], null],
      [[part({ percentage: 60 }), part({ percentage: 60 })], null],
      [[part({ amount: 800 }), part({ amount: 100 })], 1000],
      [[part({ amount: 1200 }), part({ percentage: 100 })], 1000],
    ] as const) {
      expect(splitTemplateError(parts, total), JSON.stringify(parts)).toBe(
        'modal.payee.split.remainder',
      );
    }
    expect(percentageRemainder([part({ percentage: 60 }), part({ percentage: 15.5 })])).toBe(24.5);
    expect(percentageRemainder([part({ amount: 5 })])).toBe(100);
  });
});

describe('payee save', () => {
  const body = {
    name: ' Carrefour ',
    keywords: 'CARREFOUR, , carrefour ,CRF',
    debitCategory: { categoryId: 12 },
    creditCategory: null,
  };
  const message = (data: unknown) => payeeSaveSchema.safeParse(data).error?.issues[0]?.message;

  it('reads a payee with its defaults, categories as stored', () => {
    expect(payeeSaveSchema.parse(body)).toEqual({
      payeeId: null,
      name: 'Carrefour',
      keywords: ['CARREFOUR', 'CRF'],
      debitCredit: -1,
      default: false,
      creditCategory: null,
      debitCategory: 12,
      splitCategoriesCredit: [],
      splitCategoriesDebit: [],
      amountCredit: null,
      amountDebit: null,
      tags: [],
    });
  });

  it('keeps the parts of a split side, without blank lines, and drops those of another side', () => {
    const saved = payeeSaveSchema.parse({
      ...body,
      payeeId: 4,
      debitCategory: { categoryId: -2 },
      creditCategory: { categoryId: 3 },
      splitCategoriesDebit: [
        { category: { categoryId: 12 }, percentage: 60, tags: [{ tagId: 2 }, { tagId: 2 }] },
        { category: { categoryId: -1 }, amount: 0 },
        { category: { categoryId: 13 }, percentage: 40 },
      ],
      splitCategoriesCredit: [{ category: { categoryId: 3 }, amount: 100 }],
      tags: [{ tagId: 1, name: 'ignored' }],
    });
    expect(saved.payeeId).toBe(4);
    expect(saved.debitCategory).toBeNull();
    expect(saved.creditCategory).toBe(3);
    expect(saved.splitCategoriesDebit).toEqual([
      { category: 12, tags: [2], amount: 0, percentage: 60 },
      { category: 13, tags: [], amount: 0, percentage: 40 },
    ]);
    expect(saved.splitCategoriesCredit).toEqual([]);
    expect(saved.tags).toEqual([1]);
  });

  it.each([
    [{ ...body, name: ' ' }, 'modal.payee.save.needName'],
    [{ ...body, name: undefined }, 'modal.payee.save.needName'],
    [{ ...body, debitCategory: { categoryId: -1 } }, 'emptyCategories'],
    [{ ...body, debitCategory: undefined }, 'emptyCategories'],
    [{ ...body, debitCategory: { categoryId: -2 } }, 'modal.payee.split.needPart'],
    [
      {
        ...body,
        amountDebit: 1000,
        debitCategory: { categoryId: -2 },
        splitCategoriesDebit: [{ category: { categoryId: 3 }, amount: 900 }],
      },
      'modal.payee.split.remainder',
    ],
    [
      {
        ...body,
        debitCategory: { categoryId: -2 },
        splitCategoriesDebit: [{ category: { categoryId: 3 }, percentage: 100.5 }],
      },
      'percentage.invalid',
    ],
    [{ ...body, amountDebit: -5 }, 'amount.invalid'],
  ])('refuses %j with %s', (data, code) => {
    expect(message(data)).toBe(code);
  });

  it('refuses split or redirect as a part category or redirect as a default', () => {
    const split = { ...body, debitCategory: { categoryId: -2 } };
    const parts = (categoryId: number) => [{ category: { categoryId }, amount: 5 }];
    expect(payeeSaveSchema.safeParse({ ...split, splitCategoriesDebit: parts(-2) }).success).toBe(
      false,
    );
    expect(payeeSaveSchema.safeParse({ ...body, debitCategory: { categoryId: -3 } }).success).toBe(
      false,
    );
  });

  it('shows a side with parts as split, and no category as undefined', () => {
    expect(payeeCategoryToApi(null, 2)).toEqual({ categoryId: -2, name: '' });
    expect(payeeCategoryToApi(null, 0)).toEqual({ categoryId: -1, name: '' });
    expect(payeeCategoryToApi({ categoryId: 4, name: 'Loyer' }, 0)).toEqual({
      categoryId: 4,
      name: 'Loyer',
    });
  });
});

describe('payee queries and formatting', () => {
  it('reads payeesId as a comma list or repeated keys', () => {
    expect(payeesHasOperationsQuerySchema.parse({ payeesId: '3,1, 2' })).toEqual({
      payeesId: [3, 1, 2],
    });
    expect(payeesHasOperationsQuerySchema.parse({ payeesId: ['3', '4,5'] })).toEqual({
      payeesId: [3, 4, 5],
    });
    expect(payeesHasOperationsQuerySchema.safeParse({ payeesId: '' }).success).toBe(false);
    expect(payeesHasOperationsQuerySchema.safeParse({}).success).toBe(false);
    expect(payeesHasOperationsQuerySchema.safeParse({ payeesId: '1,x' }).success).toBe(false);
  });

  it('takes the label of an operation, else its memo', () => {
    expect(payeeFormatSchema.parse({ label: ' CB LIDL ', memo: 'x' })).toBe('CB LIDL');
    expect(payeeFormatSchema.parse({ label: '', memo: 'Loyer mai' })).toBe('Loyer mai');
    expect(payeeFormatSchema.parse({})).toBe('');
  });

  it.each([
    ['PAIEMENT PAR CARTE X1234 CARREFOUR MARKET 12/03', 'Carrefour Market'],
    ['CB LIDL 0123 15.04.24', 'LIDL'],
    ['PRLV SEPA EDF CLIENTS PARTICULIERS 123456789', 'EDF Clients Particuliers'],
    ['VIR SEPA RECU /DE DUPONT JEAN /MOTIF LOYER MAI', 'Dupont Jean'],
    ['FACTURE CARTE DU 120324 BOULANGERIE DE LA GARE', 'Boulangerie de la Gare'],
    ['Amazon Marketplace', 'Amazon Marketplace'],
    ['CB 12/03', 'CB 12/03'],
  ])('suggests a name for %s', (label, name) => {
    expect(payeeNameFromLabel(label)).toBe(name);
  });
});
