import { describe, expect, it } from 'vitest';
import type { EcheanceDto } from '../../../contract/echeances-dto';
import { sortEcheances } from './echeances-sort';

const plan = (id: number, over: Partial<EcheanceDto>): EcheanceDto => ({
  idEcheance: id,
  beginDate: '2026-01-01',
  frequency: 'MONTHLY',
  date: '2026-12-01',
  budgets: [],
  account: null,
  toAccount: null,
  autoSave: false,
  operationType: 'SIMPLE',
  payee: { payeeId: -1, name: '' },
  type: { typeId: -1, abrv: '' },
  memo: null,
  amount: -100,
  debitCredit: -1,
  splitOperations: [],
  category: { categoryId: 1, name: 'Loyer' },
  ...over,
});

const account = (name: string) => ({
  accountId: 1,
  name,
  currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
});

const plans = [
  plan(1, { date: '2026-12-05', amount: 250_000, payee: { payeeId: 1, name: 'Employeur' } }),
  plan(2, { date: null, frequency: 'ONCE', account: account('Livret') }),
  plan(3, { date: '2026-11-30', amount: -80_000, payee: { payeeId: 2, name: 'bailleur' } }),
  plan(4, { date: '2026-12-05', frequency: 'WEEKLY', account: account('Courant') }),
];
const ids = (sorted: EcheanceDto[]) => sorted.map((p) => p.idEcheance);

describe('the order of the planned operations', () => {
  it('sorts by next date, the ended ones last, equals by id', () => {
    expect(ids(sortEcheances(plans, { key: 'date', ascending: true }, 'fr'))).toEqual([3, 1, 4, 2]);
    expect(ids(sortEcheances(plans, { key: 'date', ascending: false }, 'fr'))).toEqual([
      1, 4, 3, 2,
    ]);
  });

  it('sorts by payee (case ignored) and account, empty values last either way', () => {
    expect(ids(sortEcheances(plans, { key: 'payee', ascending: true }, 'fr'))).toEqual([
      3, 1, 4, 2,
    ]);
    expect(ids(sortEcheances(plans, { key: 'payee', ascending: false }, 'fr'))).toEqual([
      1, 3, 4, 2,
    ]);
    expect(ids(sortEcheances(plans, { key: 'account', ascending: true }, 'fr'))).toEqual([
      4, 2, 3, 1,
    ]);
  });

  it('sorts by signed amount and by frequency from once to yearly', () => {
    expect(ids(sortEcheances(plans, { key: 'amount', ascending: false }, 'fr'))).toEqual([
      1, 4, 2, 3,
    ]);
    expect(ids(sortEcheances(plans, { key: 'frequency', ascending: true }, 'fr'))).toEqual([
      2, 4, 3, 1,
    ]);
  });
});
