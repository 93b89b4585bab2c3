import { describe, expect, it } from 'vitest';
import { sampleBytes } from '../../../test/bank-samples';
import { detectCsvLayout } from './csv-layout';
import { parseCsv } from './csv-parser';
import { decodeText } from './decode-text';

const read = (text: string) => parseCsv(text, detectCsvLayout(text).layout);
const sample = (file: string) => read(decodeText(sampleBytes(`csv/${file}`)));
const total = (lines: readonly { amount: number }[]) => lines.reduce((sum, l) => sum + l.amount, 0);

describe('CSV bank files', () => {
  it('reads Crédit Mutuel: ISO-8859-15, signed debits, value dates, running balance', () => {
    const { file, skippedRows } = sample('credit-mutuel-export-synthetic.csv');
    const [statement] = file.statements;
    expect(skippedRows).toBe(0);
    expect(statement?.lines).toHaveLength(24);
    expect(statement?.closing).toEqual({ amount: 659_146, date: '2025-11-30' });
    expect(659_146 - total(statement?.lines ?? [])).toBe(837_758);
    expect(statement?.lines.filter((l) => l.valueDate !== l.date)).toHaveLength(3);
    expect(statement?.lines[5]).toMatchObject({
      amount: 295_000,
      label: 'VIR GAMMA CONSULTING PP000000000004',
    });
  });

  it('reads Crédit Agricole: preamble, multi-line quoted labels, unsigned debit and credit columns', () => {
    const text = decodeText(sampleBytes('csv/credit-agricole-export-synthetic.csv'));
    const { layout } = detectCsvLayout(text);
    expect(layout).toMatchObject({ delimiter: ';', headerRow: 8, debitColumn: 2, creditColumn: 3 });
    const [statement] = parseCsv(text, layout).file.statements;
    expect(statement?.lines).toHaveLength(19);
    expect(statement?.lines[0]).toMatchObject({
      date: '2025-12-01',
      amount: 345_000,
      label: 'VIR SEPA RECU /DE ACME CONSULTING SAS /MOTIF SALAIRE 12/2025',
    });
    expect(statement?.lines[2]?.amount).toBe(-118_000);
    expect(statement?.closing).toEqual({ amount: 834_291, date: '2025-12-31' });
  });

  it('reads a UTF-8 file with a BOM, quoted cells and one signed amount column', () => {
    const text =
      '\uFEFFdateOp;dateVal;label;category;amount;comment\n' +
      '2025-12-03;2025-12-03;"CARTE 02/12 BOULANGERIE ""AU PAIN""";Alimentation;"-4,50";\n' +
      '2025-12-03;2025-12-03;"CARTE 02/12 BOULANGERIE ""AU PAIN""";Alimentation;"-4,50";\n' +
      '2025-12-05;2025-12-06;VIR SALAIRE;Revenus;"2 345,67";décembre\n';
    const [statement] = read(text).file.statements;
    expect(statement?.lines.map((l) => [l.date, l.amount])).toEqual([
      ['2025-12-03', -450],
      ['2025-12-03', -450],
      ['2025-12-05', 234_567],
    ]);
    expect(statement?.lines[0]?.label).toBe('CARTE 02/12 BOULANGERIE "AU PAIN"');
  });

  it('reads a file without a header, two-digit years and a trailing separator', () => {
    const text =
      '02/12/25;-12,50;CB CARREFOUR MARKET;\n03/12/25;1500,00;VIR CAF;\n04/12/25;-3,20;CB TABAC PRESSE;\n';
    const { layout } = detectCsvLayout(text);
    expect(layout).toMatchObject({
      headerRow: null,
      dateColumn: 0,
      amountColumn: 1,
      labelColumn: 2,
    });
    expect(parseCsv(text, layout).file.statements[0]?.lines.map((l) => [l.date, l.amount])).toEqual(
      [
        ['2025-12-02', -1_250],
        ['2025-12-03', 150_000],
        ['2025-12-04', -320],
      ],
    );
  });

  it('reads a Banque Postale-like preamble balance and a comma-separated English file', () => {
    const postale =
      'Numéro Compte ;0123456A020\nType ;CCP\nSolde (EUROS) ;1 234,56\nDate ;Libellé ;Montant(EUROS)\n' +
      '28/11/2025;PRELEVEMENT FREE;-19,99\n30/11/2025;VIREMENT CAF;150,00\n';
    const [fr] = read(postale).file.statements;
    expect(fr?.lines.map((l) => l.amount)).toEqual([-1_999, 15_000]);
    expect(fr?.closing?.amount).toBe(123_456);
    const english =
      'Date,Description,Amount,Balance\n2025-12-01,"Rent, December",-1200.00,"3,210.45"\n' +
      '2025-12-02,Coffee,-4.5,3205.95\n';
    const [en] = read(english).file.statements;
    expect(en?.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Rent, December', -120_000],
      ['Coffee', -450],
    ]);
    expect(en?.closing).toEqual({ amount: 320_595, date: '2025-12-02' });
  });

  it('takes a fee column from the operation, whatever its sign, beside debit and credit', () => {
    const text =
      'Date;Libellé;Débit;Crédit;Frais\n02/12/2025;RETRAIT DAB LONDRES;20,00;;-1,50\n' +
      '03/12/2025;VIREMENT RECU;;100,00;0,25\n04/12/2025;CB BOULANGERIE;3,10;;\n';
    const lines = read(text).file.statements[0]!.lines;
    expect(lines.map((line) => line.amount)).toEqual([-2_150, 9_975, -310]);
  });

  it('leaves totals and footers out, counted, and refuses a file with no table', () => {
    const text = 'Date;Libellé;Montant\n01/12/2025;A;-1,00\n02/12/2025;B;-2,00\nTotal;;-3,00\n';
    const { file, skippedRows } = read(text);
    expect(file.statements[0]?.lines).toHaveLength(2);
    expect(skippedRows).toBe(1);
    expect(() => read('hello\nworld\n')).toThrow('import.csv.noTable');
  });
});
