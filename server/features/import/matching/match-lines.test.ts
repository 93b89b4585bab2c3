import { describe, expect, it } from 'vitest';
import { fingerprintLines } from './line-fingerprint';
import { labelSimilarity } from './label-similarity';
import { matchLines, type BookedOperation } from './match-lines';

type Line = { date: string; amount: number; label: string; bankId?: string };

const withPrints = (lines: readonly Line[]) => {
  const prints = fingerprintLines(lines);
  return lines.map((line, i) => ({ bankId: null, ...line, ...prints[i]! }));
};

/** Operations as a first import of these lines would have booked them. */
const booked = (lines: readonly Line[], firstId = 1): BookedOperation[] =>
  withPrints(lines).map((line, i) => ({ ...line, id: firstId + i }));

const manual = (id: number, date: string, amount: number, label: string): BookedOperation => ({
  id,
  date,
  amount,
  label,
  bankId: null,
  fingerprint: null,
  occurrence: null,
});

describe('matching imported lines', () => {
  it('finds every line of a file read again as imported before', () => {
    const file = [
      { date: '2025-03-02', amount: -450, label: 'CB CAFE DE LA GARE' },
      { date: '2025-03-02', amount: -450, label: 'CB CAFE DE LA GARE' },
      { date: '2025-03-03', amount: 120_000, label: 'VIR SALAIRE', bankId: 'F-1' },
    ];
    const matches = matchLines(withPrints(file), booked(file));
    expect(matches.map((m) => [m?.operationId, m?.reason.kind, m?.alreadyImported])).toEqual([
      [1, 'FINGERPRINT', true],
      [2, 'FINGERPRINT', true],
      [3, 'BANK_ID', true],
    ]);
  });

  it('adds only the new lines of an overlapping file, a second identical coffee included', () => {
    const first = [{ date: '2025-03-02', amount: -450, label: 'CB CAFE' }];
    const second = [...first, { date: '2025-03-02', amount: -450, label: 'CB CAFE' }];
    const matches = matchLines(withPrints(second), booked(first));
    expect(matches[0]?.alreadyImported).toBe(true);
    expect(matches[1]).toBeNull();
  });

  it('proposes a manual entry of the same amount, explained, at most once', () => {
    const lines = withPrints([
      { date: '2025-03-05', amount: -5_230, label: 'CB CARREFOUR MARKET 03/03' },
      { date: '2025-03-05', amount: -5_230, label: 'CB CARREFOUR MARKET 03/03 2' },
    ]);
    const [first, second] = matchLines(lines, [
      manual(9, '2025-03-03', -5_230, 'Carrefour Market'),
    ]);
    expect(first).toEqual({
      operationId: 9,
      reason: { kind: 'FUZZY', dayGap: 2, similarity: expect.any(Number) },
      alreadyImported: false,
    });
    expect(second).toBeNull();
  });

  it('matches a pending line come back booked with another label and date to its earlier self', () => {
    const pending = [{ date: '2025-03-01', amount: -1_999, label: 'PAIEMENT EN COURS NETFLIX' }];
    const booking = withPrints([
      { date: '2025-03-04', amount: -1_999, label: 'CB NETFLIX.COM 01/03' },
    ]);
    const [match] = matchLines(booking, booked(pending, 40));
    expect(match).toMatchObject({
      operationId: 40,
      alreadyImported: false,
      reason: { kind: 'FUZZY', dayGap: 3 },
    });
  });

  it('never matches another amount, a date too far, unlike labels a few days apart, or another bank id', () => {
    const line = withPrints([
      { date: '2025-03-10', amount: -1_000, label: 'CB BOULANGERIE', bankId: 'B-2' },
    ]);
    expect(matchLines(line, [manual(1, '2025-03-10', -1_001, 'CB BOULANGERIE')])).toEqual([null]);
    expect(matchLines(line, [manual(1, '2025-03-17', -1_000, 'CB BOULANGERIE')])).toEqual([null]);
    expect(matchLines(line, [manual(1, '2025-03-14', -1_000, 'Garage')])).toEqual([null]);
    const other = { ...manual(1, '2025-03-10', -1_000, 'CB BOULANGERIE'), bankId: 'B-1' };
    expect(matchLines(line, [other])).toEqual([null]);
  });

  it('scores labels alike whatever the case, accents and order', () => {
    expect(labelSimilarity('Café de la Gare', 'CAFE DE LA GARE')).toBe(1);
    expect(labelSimilarity('CB CARREFOUR 12/03', 'Carrefour')).toBeGreaterThan(0.5);
    expect(labelSimilarity('EDF', 'Netflix')).toBe(0);
  });
});
