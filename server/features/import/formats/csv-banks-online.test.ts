import { describe, expect, it } from 'vitest';
import { readExport } from './csv-test-exports';

describe('CSV exports of the online banks and neobanks', () => {
  it('reads BoursoBank: UTF-8 with a BOM, ISO dates, the account balance on every line', () => {
    const { lines, statement, csvLayout } = readExport('boursobank.csv');
    expect(csvLayout).toMatchObject({ amountColumn: 6, memoColumn: 7, balanceColumn: 10 });
    expect(lines).toEqual([
      ['2026-02-26', -1_890],
      ['2026-02-24', 12_000],
      ['2026-02-20', -2_999],
      ['2026-02-15', -125_000],
      ['2026-02-11', -3_650],
    ]);
    expect(statement.lines[0]?.label).toBe('CARTE 25/02/26 LIBRAIRIE CB*4410');
    expect(statement.closing).toEqual({ amount: 273_145, date: '2026-02-26' });
  });

  it('reads Fortuneo: Latin-1, debits written negative, credits unsigned', () => {
    const { lines, labels, statement } = readExport('fortuneo.csv');
    expect(lines).toEqual([
      ['2026-02-26', -1_435],
      ['2026-02-25', 215_000],
      ['2026-02-19', -2_108],
      ['2026-02-12', 5_990],
      ['2026-02-05', -8_000],
    ]);
    expect(labels[1]).toBe('VIR SALAIRE ETS LEROUX');
    expect(statement.lines[3]?.valueDate).toBe('2026-02-13');
    expect(statement.closing).toBeNull();
  });

  it('reads Hello bank!: a balance line, then categories apart from the label', () => {
    const { lines, labels, statement, csvLayout } = readExport('hello-bank.csv');
    expect(csvLayout).toMatchObject({ headerRow: 1, labelColumn: 3, amountColumn: 4 });
    expect(lines).toEqual([
      ['2026-02-27', -1_099],
      ['2026-02-24', 3_500],
      ['2026-02-21', -2_740],
      ['2026-02-16', -8_400],
    ]);
    expect(labels[0]).toBe('PRLV SEPA MUSICBOX ABONNEMENT');
    expect(statement.closing).toEqual({ amount: 154_209, date: '2026-02-27' });
  });

  it('reads ING: no header, a date inside the label, a trailing separator', () => {
    const { lines, labels } = readExport('ing.csv');
    expect(lines).toEqual([
      ['2026-02-26', -1_960],
      ['2026-02-24', 221_000],
      ['2026-02-19', -5_631],
      ['2026-02-12', -1_290],
    ]);
    expect(labels[0]).toBe('PAIEMENT PAR CARTE 25/02/2026 CAVE A FROMAGES');
  });

  it('reads Revolut: completed date and time, a reverted payment left out, fees, running balance', () => {
    const { lines, labels, statement, skippedRows, csvLayout } = readExport('revolut.csv');
    expect(csvLayout).toMatchObject({ amountColumn: 5, feeColumn: 6, balanceColumn: 9 });
    expect(lines).toEqual([
      ['2026-02-02', 30_000],
      ['2026-02-04', -420],
      ['2026-02-06', -5_000],
      ['2026-02-10', -1_785 - 45],
      ['2026-02-12', 125_000],
    ]);
    expect(labels[1]).toBe('Café Lumière');
    expect(skippedRows).toBe(1);
    expect(statement.closing).toEqual({ amount: 148_990, date: '2026-02-12' });
    expect(1_240 + lines.reduce((sum, [, amount]) => sum + Number(amount), 0)).toBe(148_990);
  });

  it('reads N26: the amount in euros, not the foreign one nor the rate; payee and reference', () => {
    const { lines, statement, csvLayout } = readExport('n26.csv');
    expect(csvLayout).toMatchObject({ delimiter: ',', labelColumn: 1, memoColumn: 4 });
    expect(lines).toEqual([
      ['2026-02-02', -380],
      ['2026-02-03', 45_000],
      ['2026-02-05', -1_235],
      ['2026-02-09', -4_170],
    ]);
    expect(statement.lines[1]).toMatchObject({ label: 'Jeanne Roux', memo: 'Part loyer février' });
  });

  it('reads Qonto: settlement date, amount including VAT, a declined payment left out', () => {
    const { lines, labels, skippedRows, csvLayout } = readExport('qonto.csv');
    expect(csvLayout).toMatchObject({ dateColumn: 1, amountColumn: 3, labelColumn: 5 });
    expect(lines).toEqual([
      ['2026-02-26', -4_590],
      ['2026-02-25', 125_000],
      ['2026-02-20', -900],
      ['2026-02-16', -32_000],
    ]);
    expect(labels).toContain('Cabinet Comptable Durand');
    expect(skippedRows).toBe(1);
  });
});
