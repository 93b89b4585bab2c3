import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../../../contract/dates';
import { isCentsInRange } from '../../../../contract/money';
import { budgetMsOf, readOrRefusal as read, timed } from './read-or-refusal';
import { parseCamt053 } from './camt-parser';
import { camtLikeText, entry } from './camt-test-arbitraries';
import { camtDocument, entryXml, parties } from './camt-test-texts';

// Any CAMT.053-like text is read or refused with a message code, never with another error.

const readOrRefusal = (text: string) => read(() => parseCamt053(text));

describe('CAMT.053 reader, on any CAMT-like text', () => {
  it('reads a whole statement to the cent on its booking days, with one-line labels', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 6 }), (entries) => {
        const file = parseCamt053(camtDocument(entries.map(entryXml)));
        const lines = file.statements[0]?.lines ?? [];
        expect(lines.map((l) => l.amount)).toEqual(entries.map((e) => e.cents));
        expect(lines.map((l) => l.date)).toEqual(
          entries.map((e) => /\d{4}-\d\d-\d\d/.exec(e.booked!)?.[0]),
        );
        expect(lines.every((l) => l.valueDate === l.date)).toBe(true);
        expect(lines.every((l) => /^\S(.*\S)?$/.test(l.label) && !/\s{2}|\n/.test(l.label))).toBe(
          true,
        );
        const rounded = lines.some((line) => line.notes !== undefined);
        expect(file.warnings?.length).toBe(rounded ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });

  it('returns ISO dates and whole cents, or refuses with a code, whatever is thrown in or cut', () => {
    const anyText = fc.oneof(
      { arbitrary: camtLikeText, weight: 9 },
      {
        arbitrary: fc.string({ maxLength: 300 }).map((tail) => `<Document><BkToCstmrStmt>${tail}`),
        weight: 1,
      },
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const result = readOrRefusal(text);
        if (typeof result === 'string') return;
        const lines = result.statements.flatMap((statement) => statement.lines);
        expect(lines.every((l) => isIsoDate(l.date) && isCentsInRange(l.amount))).toBe(true);
        expect(lines.every((l) => l.label !== '')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses a hostile text of about 1 MB with a code within 2 s per MB', () => {
    const text = `<Document><BkToCstmrStmt><Stmt>${'<Ntry><a>'.repeat(110_000)}`;
    const { result, ms } = timed(() => readOrRefusal(text));
    expect(result).toBe('import.file.unreadable');
    expect(ms).toBeLessThan(budgetMsOf(text));
  }, 30_000);

  it('reads a file of about 1 MB within its budget of 2 s per MB', () => {
    const details = `<NtryDtls><TxDtls>${parties('SUPERETTE DU CANAL', 'CAMILLE MARTIN')}</TxDtls></NtryDtls>`;
    const entries: string[] = [];
    for (let i = 0; entries.length * 330 < 1_000_000; i++) {
      const amount = `${i % 500}.${String(i % 100_000).padStart(5, '0')}`;
      entries.push(entryXml({ amount, indicator: 'DBIT', inner: details }));
    }
    const text = camtDocument(entries);
    const { result: file, ms } = timed(() => parseCamt053(text));
    expect(file.statements[0]?.lines).toHaveLength(entries.length);
    expect(ms).toBeLessThan(budgetMsOf(text));
  }, 30_000);
});
