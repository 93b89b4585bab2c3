import { describe, expect, it } from 'vitest';
import { readExport } from './csv-test-exports';

describe('CSV exports of the traditional French banks', () => {
  it('reads BNP Paribas: no header, the balance on the first line, categories before the label', () => {
    const { lines, labels, statement } = readExport('bnp-paribas.csv');
    expect(lines).toEqual([
      ['2026-02-27', -2_370],
      ['2026-02-26', -6_105],
      ['2026-02-25', -7_412],
      ['2026-02-24', 248_000],
      ['2026-02-23', -86_500],
      ['2026-02-20', -1_248],
    ]);
    expect(labels[0]).toBe('CARTE X4821 26/02 MARCHE DES LILAS');
    expect(statement.closing).toEqual({ amount: 231_740, date: '2026-02-27' });
  });

  it('reads Société Générale: account and balance lines, the detail as memo, one amount', () => {
    const { lines, statement, csvLayout } = readExport('societe-generale.csv');
    expect(csvLayout).toMatchObject({
      headerRow: 2,
      labelColumn: 1,
      memoColumn: 2,
      amountColumn: 3,
    });
    expect(lines).toEqual([
      ['2026-02-27', -460],
      ['2026-02-26', -3_825],
      ['2026-02-25', 31_240],
      ['2026-02-24', -6_000],
      ['2026-02-20', -115_000],
    ]);
    expect(statement.lines[2]).toMatchObject({
      label: 'VIR RECU 7712093',
      memo: 'DE: CAISSE ALLOCATIONS MOTIF: PRESTATIONS FEV',
    });
    expect(statement.closing).toEqual({ amount: 190_412, date: '2026-02-27' });
  });

  it('reads Crédit Agricole: preamble, multi-line labels, no-break space thousands', () => {
    const { lines, labels, statement } = readExport('credit-agricole.csv');
    expect(lines).toEqual([
      ['2026-02-26', -2_790],
      ['2026-02-24', 4_500],
      ['2026-02-16', -112_000],
      ['2026-02-10', 204_633],
      ['2026-02-03', -4_000],
    ]);
    expect(labels[1]).toBe('VIREMENT EN VOTRE FAVEUR ASSOCIATION SPORTIVE REMBT LICENCE');
    expect(statement.closing).toEqual({ amount: 131_807, date: '2026-02-27' });
  });

  it('reads Crédit Mutuel / CIC: one amount column with a decimal point, running balance', () => {
    const { lines, statement } = readExport('credit-mutuel-cic.csv');
    expect(lines).toEqual([
      ['2026-02-02', -1_599],
      ['2026-02-04', -5_240],
      ['2026-02-05', 120_450],
      ['2026-02-09', -30_000],
      ['2026-02-12', -875],
    ]);
    expect(statement.lines[1]).toMatchObject({
      valueDate: '2026-02-03',
      label: 'PAIEMENT CB 0302 LYON PRIMEUR DES HALLES CARTE 5521',
    });
    expect(statement.closing).toEqual({ amount: 268_656, date: '2026-02-12' });
  });

  it('reads LCL: no header, the amount before the type, a cheque number never an amount', () => {
    const { lines, labels, csvLayout } = readExport('lcl.csv');
    expect(csvLayout).toMatchObject({ headerRow: null, amountColumn: 1, labelColumn: 4 });
    expect(lines).toEqual([
      ['2026-02-02', -4_230],
      ['2026-02-03', -12_000],
      ['2026-02-05', 189_055],
      ['2026-02-09', -999],
      ['2026-02-11', -6_400],
    ]);
    expect(labels[1]).toBe('CHEQUE 8812345');
  });

  it('reads La Banque Postale: the account preamble and its balance in euros', () => {
    const { lines, labels, statement } = readExport('la-banque-postale.csv');
    expect(lines).toEqual([
      ['2026-02-26', -1_840],
      ['2026-02-23', 15_000],
      ['2026-02-18', -3_127],
      ['2026-02-12', 140_266],
    ]);
    expect(labels[3]).toBe('CREDIT VIREMENT PENSION CNAV');
    expect(statement.closing).toEqual({ amount: 206_438, date: null });
  });

  it('reads Caisse d’Épargne: operation numbers and detail apart, signed debit and credit', () => {
    const { lines, statement, csvLayout, skippedRows } = readExport('caisse-epargne.csv');
    expect(csvLayout).toMatchObject({
      headerRow: 3,
      labelColumn: 2,
      debitColumn: 3,
      creditColumn: 4,
      memoColumn: 5,
      balanceColumn: null,
      decimalMark: '.',
    });
    expect(lines).toEqual([
      ['2026-02-27', -3_210],
      ['2026-02-25', 250_000],
      ['2026-02-20', -120_450],
      ['2026-02-14', -6_000],
      ['2026-02-09', 8_640],
    ]);
    expect(statement.lines[0]?.label).toBe('CB MAGASIN BIO FACT 260226');
    expect(statement.closing).toEqual({ amount: 351_276, date: null });
    const total = statement.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(351_276 - total).toBe(222_296);
    expect(skippedRows).toBe(1);
  });

  it('reads Banque Populaire: booking, operation and value dates, simplified and full labels', () => {
    const { lines, statement, csvLayout } = readExport('banque-populaire.csv');
    expect(csvLayout).toMatchObject({ dateColumn: 0, valueDateColumn: 11, labelColumn: 2 });
    expect(lines).toEqual([
      ['2026-02-27', -680],
      ['2026-02-26', 2_500],
      ['2026-02-20', -4_815],
      ['2026-02-13', 195_000],
      ['2026-02-06', -1_200],
    ]);
    expect(statement.lines[3]).toMatchObject({
      label: 'VIR SEPA ETS GARNIER SALAIRE',
      memo: 'Salaire février',
    });
    expect(statement.closing).toBeNull();
  });
});
