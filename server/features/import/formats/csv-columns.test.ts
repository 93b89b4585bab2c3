import { describe, expect, it } from 'vitest';
import { detectCsvLayout } from './csv-layout';
import { parseCsv } from './csv-parser';
import { headerMatch } from './csv-header-words';

const read = (text: string) => {
  const { layout } = detectCsvLayout(text);
  return { layout, lines: parseCsv(text, layout).file.statements[0]!.lines };
};

describe('CSV header words', () => {
  it.each([
    ["Numéro d'opération", 'identifier'],
    ['N° opération', 'identifier'],
    ['Référence', 'identifier'],
    ['Transaction ID', 'identifier'],
    ['Id', 'identifier'],
    ['Détail', 'memo'],
    ['Détails', 'memo'],
    ['Informations complémentaires', 'memo'],
    ['Date opération', 'date'],
    ['Date de comptabilisation', 'date'],
    ['Date valeur', 'valueDate'],
    ['Date de valeur', 'valueDate'],
    ['Débit euros', 'debit'],
    ['Crédit euros', 'credit'],
    ['Montant (EUR)', 'amount'],
    ['Montant', 'amount'],
    ['Solde', 'balance'],
    ['Libellé simplifié', 'label'],
    ['Libellé opération', 'label'],
    ['Catégorie', 'other'],
    ['Sous-catégorie', 'other'],
    ["Type d'opération", 'other'],
    ["Nature de l'opération", 'label'],
    ['Amount (Foreign Currency)', 'other'],
    ['Exchange Rate', 'other'],
  ])('reads “%s” as %s, by whole words', (header, kind) => {
    expect(headerMatch(header)?.kind).toBe(kind);
  });

  it('matches no word inside another one', () => {
    expect(headerMatch('Identité')).toBeNull();
    expect(headerMatch('Validation')).toBeNull();
  });
});

describe('CSV columns told by their cells', () => {
  it('never takes operation numbers for an amount or a balance', () => {
    const { layout, lines } = read(
      '27/02/2026;0074512;CB MAGASIN BIO;-32,10\n25/02/2026;0074511;VIR SEPA DUMAS;2500,00\n' +
        '20/02/2026;0074510;PRLV SEPA LOYER;-704,50\n',
    );
    expect(layout).toMatchObject({ amountColumn: 3, balanceColumn: null, labelColumn: 2 });
    expect(lines.map((line) => line.amount)).toEqual([-3_210, 250_000, -70_450]);
  });

  it('gives debits below zero and credits above, signed or not, with any thousands mark', () => {
    const { lines } = read(
      'Date;Libellé;Débit;Crédit\n01/02/2026;A;-1 234,56;\n02/02/2026;B;;+1\u00a0234,56\n' +
        '03/02/2026;C;1\u202f000,00;\n04/02/2026;D;;2.500,10\n05/02/2026;E;12,00;\n',
    );
    expect(lines.map((line) => line.amount)).toEqual([
      -123_456, 123_456, -100_000, 250_010, -1_200,
    ]);
    const { lines: pointed } = read(
      'Date,Label,Debit,Credit\n2026-02-01,A,"-1,234.56",\n2026-02-02,B,,"+2,500.00"\n' +
        '2026-02-03,C,12.5,\n',
    );
    expect(pointed.map((line) => line.amount)).toEqual([-123_456, 250_000, -1_250]);
  });
});
