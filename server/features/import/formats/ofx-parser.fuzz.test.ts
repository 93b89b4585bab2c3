import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../../../contract/dates';
import { isCentsInRange } from '../../../../contract/money';
import { budgetMsOf, readOrRefusal as read, timed } from './read-or-refusal';
import { parseOfx } from './ofx-parser';
import { ofxLikeText, transaction } from './ofx-test-arbitraries';
import { checkingOfx, JUNE } from './ofx-test-texts';

// Any OFX-like text is read or refused with a message code, never with another error.

const readOrRefusal = (text: string) => read(() => parseOfx(text));

describe('OFX reader, on any OFX-like text', () => {
  it('reads a whole statement to the cent, rounding only what it says it rounded', () => {
    fc.assert(
      fc.property(fc.array(transaction, { minLength: 1, maxLength: 8 }), (transactions) => {
        const file = parseOfx(checkingOfx(transactions));
        const lines = file.statements[0]?.lines ?? [];
        expect(lines.map((l) => l.amount)).toEqual(transactions.map((t) => t.cents));
        const rounded = lines.filter((line) => line.notes !== undefined);
        expect(file.warnings?.length).toBe(rounded.length > 0 ? 1 : 0);
      }),
      { numRuns: 200 },
    );
  });

  it('returns ISO dates and whole cents, or refuses with a code, whatever is thrown in or cut', () => {
    const anyText = fc.oneof(
      { arbitrary: ofxLikeText, weight: 9 },
      { arbitrary: fc.string({ maxLength: 300 }).map((tail) => `<OFX>${tail}`), weight: 1 },
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const result = readOrRefusal(text);
        if (typeof result === 'string') return;
        const lines = result.statements.flatMap((statement) => statement.lines);
        expect(lines.every((l) => isIsoDate(l.date) && isCentsInRange(l.amount))).toBe(true);
        expect(lines.every((l) => typeof l.label === 'string')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses hostile texts of about 1 MB with a code, each within 2 s per MB', () => {
    const megabyteOf = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length));
    const hostile = [
      `<OFX>${megabyteOf('<STMTRS><BANKTRANLIST>')}`,
      `<OFX>${megabyteOf('<A>')}${'</B>'.repeat(100_000)}`,
      `<OFX>${megabyteOf('<TRNAMT')}`,
      `<OFX><NAME>${megabyteOf('a<!---->&amp;amp;lt;')}`,
    ];
    for (const text of hostile) {
      const { result, ms } = timed(() => readOrRefusal(text));
      expect(result).toBe('import.file.incomplete');
      expect(ms).toBeLessThan(budgetMsOf(text));
    }
  }, 30_000);

  it('reads a file of about 1 MB within its budget of 2 s per MB', () => {
    const transactions = [];
    for (let i = 0; transactions.length * 120 < 1_000_000; i++) {
      const model = JUNE[i % JUNE.length]!;
      transactions.push({ ...model, id: `${model.id}-${i}`, amount: `${model.amount}25` });
    }
    const text = checkingOfx(transactions);
    const { result: file, ms } = timed(() => parseOfx(text));
    expect(file.statements[0]?.lines).toHaveLength(transactions.length);
    expect(ms).toBeLessThan(budgetMsOf(text));
  }, 30_000);
});
