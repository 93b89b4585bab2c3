import { describe, expect, it } from 'vitest';
import type { OperationDto } from '../../../../contract/operations-dto';
import { buildOperationsPdf } from './operations-pdf';
import { fitText, paginate, pdfTotals, rowsPerPage } from './operations-pdf-layout';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

function operation(
  id: number,
  amount: number,
  overrides: Partial<OperationDto> = {},
): OperationDto {
  return {
    operationId: id,
    operationType: 'SIMPLE',
    account: { accountId: 1, name: 'Courant', currency: { currencyId: 1, symb: '€' } },
    toAccount: null,
    toAmount: null,
    date: '2026-03-05',
    valueDate: '2026-03-05',
    amount,
    balance: amount,
    state: null,
    type: { typeId: 1, abrv: 'CB' },
    payee: { payeeId: 3, name: 'Boulangerie' },
    memo: `Ligne ${id}`,
    debitCredit: amount < 0 ? -1 : 1,
    splitOperations: [],
    category: { categoryId: -1, name: '' },
    ...overrides,
  };
}

const build = (operations: OperationDto[]) =>
  buildOperationsPdf({ operations, title: 'Recherche', language: 'fr', t });

describe('operations PDF', () => {
  it('draws 760×510 pt pages, as many as the rows need, each numbered n / N', () => {
    const first = rowsPerPage(true);
    const others = rowsPerPage(false);
    const count = first + others + 5;
    const doc = build(Array.from({ length: count }, (_, i) => operation(i + 1, -100)));
    expect(doc.getNumberOfPages()).toBe(3);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(760);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(510);
    const raw = doc.output();
    for (const label of ['1 / 3', '2 / 3', '3 / 3']) expect(raw).toContain(`(${label}) Tj`);
    expect(raw).toContain('(Ligne 1) Tj');
    expect(raw).toContain(`(Ligne ${count}) Tj`);
  });

  it('makes one page, with its totals, for no more rows than the first page holds', () => {
    const doc = build([operation(1, -1005), operation(2, 2000)]);
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.output()).toContain('(1 / 1) Tj');
  });

  it('writes a hostile memo as text', () => {
    const raw = build([operation(1, -100, { memo: '<img src=x onerror=alert(1)>' })]).output();
    expect(raw).toContain('(<img src=x onerror=alert\\(1\\)>) Tj');
  });

  it('sums debits, credits and net in cents, per currency', () => {
    const dollar = { accountId: 2, name: 'US', currency: { currencyId: 2, symb: '$' } };
    const totals = pdfTotals([
      operation(1, -1005),
      operation(2, 2000),
      operation(3, -1),
      operation(4, 30, { account: dollar }),
    ]);
    expect(totals).toEqual([
      { currency: '€', debits: -1006, credits: 2000, net: 994 },
      { currency: '$', debits: 0, credits: 30, net: 30 },
    ]);
  });

  it('cuts rows into pages and long text with an ellipsis', () => {
    expect(paginate([]).length).toBe(1);
    expect(paginate(Array.from({ length: rowsPerPage(true) })).length).toBe(1);
    expect(paginate(Array.from({ length: rowsPerPage(true) + 1 })).length).toBe(2);
    expect(fitText('abc  def', 100, (s) => s.length)).toBe('abc def');
    expect(fitText('abcdefghij', 5, (s) => s.length)).toBe('abcd…');
  });
});
