import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../../../contract/dates';
import { csvLayoutSchema } from '../../../../contract/import-csv-layout';
import { detectCsvLayout } from './csv-layout';
import { parseCsv } from './csv-parser';
import { csvText } from './csv-test-arbitraries';
import { budgetMsOf, readOrRefusal as read, timed } from './read-or-refusal';

// Any CSV-like text is read or refused with a message code, never with another error.

const readOrRefusal = (csv: string) =>
  read(() => {
    const { layout } = detectCsvLayout(csv);
    return { layout, read: parseCsv(csv, layout) };
  });

describe('CSV reader, on any CSV-like text', () => {
  it('returns a bank file of ISO dates and whole cents by a valid layout, or refuses with a code', () => {
    const anyText = fc.oneof(
      { arbitrary: csvText, weight: 9 },
      { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
    );
    fc.assert(
      fc.property(anyText, (csv) => {
        const result = readOrRefusal(csv);
        if (typeof result === 'string') return;
        expect(csvLayoutSchema.safeParse(result.layout).success).toBe(true);
        const lines = result.read.file.statements.flatMap((s) => s.lines);
        expect(lines.every((l) => isIsoDate(l.date) && Number.isInteger(l.amount))).toBe(true);
        expect(result.read.skippedRows).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a file of about 1 MB within its budget of 2 s per MB', () => {
    const preamble = 'Code de la banque : 13825;;;;;\nSolde en fin de période;;;;+3,512.76;\n';
    const header = "Date;Numéro d'opération;Libellé;Débit;Crédit;Détail;\n";
    const day = (i: number) => `${(i % 28) + 1}/${(i % 12) + 1}/25`.replace(/\b(\d)\b/g, '0$1');
    const debit = (i: number) => (i % 3 ? `-${i % 997}.${(i % 90) + 10}` : '');
    const credit = (i: number) => (i % 3 ? '' : `+${i % 5000}.00`);
    const row = (i: number) =>
      `${day(i)};${7_000_000 + i};"CB MAGASIN ${i}; FACT";${debit(i)};${credit(i)};"DETAIL\n${i}";\n`;
    let csv = preamble + header;
    for (let i = 0; csv.length < 1_000_000; i++) csv += row(i);
    const { result, ms } = timed(() => readOrRefusal(csv));
    expect(
      typeof result === 'string' ? result : result.read.file.statements[0]?.lines.length,
    ).toBeGreaterThan(10_000);
    expect(ms).toBeLessThan(budgetMsOf(csv));
  }, 30_000);
});
