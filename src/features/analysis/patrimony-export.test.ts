import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patrimonyCsv, patrimonyPdf } from './patrimony-export';
import type { PdfSheet } from './patrimony-sheets';

const money = (cents: number) =>
  new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const sheet: PdfSheet = {
  title: 'Patrimoine',
  appName: 'Pécule',
  headers: [
    'Nom',
    'Type',
    'Organisme',
    'IBAN',
    'Montant',
    'Titulaire',
    'Début',
    'Solde initial',
    'Échéance',
    'Taux',
    'Fin',
  ],
  numeric: [false, false, false, false, true, false, false, true, true, true, false],
  amountColumn: 4,
  groups: [
    {
      label: 'Compte courant',
      rows: [
        [
          'Compte joint du ménage Dupont-Martin très long',
          'Compte courant',
          'Banque',
          'FR761234…0189',
          money(154_373),
          '',
          '',
          money(0),
          '',
          '',
          '',
        ],
      ],
      subtotal: { label: 'Total Compte courant', amount: money(154_373) },
    },
  ],
  totals: [{ label: 'Patrimoine total', amount: money(154_373) }],
};

describe('patrimony export', () => {
  it('writes amounts with plain spaces the PDF font has, a subtotal and the total', async () => {
    const bytes = Buffer.from(await patrimonyPdf(sheet).arrayBuffer());
    if (process.env.PATRIMONY_PDF_OUT) writeFileSync(process.env.PATRIMONY_PDF_OUT, bytes);
    const text = bytes.toString('latin1');
    expect(text).toContain('(1 543,73 \x80)');
    expect(text).not.toMatch(/1 ?\/543/);
    expect(text).toContain('(Total Compte courant)');
    expect(text).toContain('(Patrimoine total)');
  });

  it('writes CSV amounts as bare numbers and text quoted', async () => {
    const csv = await patrimonyCsv(
      { headers: ['Nom', 'Montant'], rows: [['=Compte', '1543,73']], numeric: [false, true] },
      ';',
    ).text();
    // Blob.text() drops the BOM; the amount column is bare, its header too (as the operations CSV).
    expect(csv).toBe('"Nom";Montant\r\n"\'=Compte";1543,73');
  });
});
