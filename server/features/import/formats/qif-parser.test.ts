import { describe, expect, it } from 'vitest';
import { sampleBytes } from '../../../test/bank-samples';
import { decodeText } from './decode-text';
import { parseQif } from './qif-parser';

const parse = (file: string) => parseQif(decodeText(sampleBytes(`qif/${file}`)));

describe('QIF files', () => {
  it('reads day-first dates when one date proves it', () => {
    const [statement] = parse('jemmyw-qif-bank-ddmmyyyy.qif').statements;
    expect(statement?.lines.map((l) => [l.date, l.amount, l.label, l.memo, l.category])).toEqual([
      ['2010-01-01', -1_000, 'Description', 'Reference', 'Debit'],
      ['2010-06-01', -2_000, 'Description', 'Reference', 'Debit'],
      ['2010-12-29', 3_000, 'Description', 'Reference', 'Credit'],
    ]);
    expect(statement?.closing).toBeNull();
  });

  it('reads Windows-1252 text and a last record without ^ nor final newline', () => {
    const [statement] = parse('qif2json-bank-windows-1252.qif').statements;
    expect(statement?.lines).toHaveLength(1);
    expect(statement?.lines[0]).toMatchObject({ date: '2010-03-03', amount: -37_900 });
    expect(statement?.lines[0]?.label).toBe('SOME £$™€ CHARACTERS');
  });

  it('reads the apostrophe year month-first, and splits to a category and an account', () => {
    const [statement] = parse('quiffen-bank-split-transfer-apostrophe-date.qif').statements;
    expect(statement?.lines).toEqual([
      expect.objectContaining({
        date: '2000-01-01',
        amount: -1_000,
        label: 'A Payee',
        parts: [
          { amount: -900, category: null, memo: null, transferAccount: 'An Account' },
          { amount: -100, category: 'A Category', memo: null, transferAccount: null },
        ],
      }),
    ]);
  });

  it('reads month-first dates when one date proves it, and several accounts', () => {
    const text = [
      '!Account',
      'NCourant',
      'TBank',
      '^',
      '!Type:Bank',
      'D12/31/2023',
      'T1,234.56',
      'PEmployeur',
      '^',
      '!Account',
      'NLivret',
      '^',
      '!Type:Bank',
      'D01/02/2024',
      'T-5',
      'L[Courant]',
      '^',
    ].join('\n');
    const { statements } = parseQif(text);
    expect(
      statements.map((s) => [s.account.number, s.lines.map((l) => [l.date, l.amount])]),
    ).toEqual([
      ['Courant', [['2023-12-31', 123_456]]],
      ['Livret', [['2024-01-02', -500]]],
    ]);
    expect(statements[1]?.lines[0]?.parts[0]?.transferAccount).toBe('Courant');
  });

  it('is sure of the date order of every sample', () => {
    const samples = [
      'jemmyw-qif-bank-ddmmyyyy.qif',
      'qif2json-bank-windows-1252.qif',
      'quiffen-bank-split-transfer-apostrophe-date.qif',
    ];
    expect(samples.map((file) => parse(file).dateOrderUnsure)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses a record without a date or an amount', () => {
    expect(() => parseQif('!Type:Bank\nPNothing\n^\n')).toThrow('import.file.unreadable');
  });
});
