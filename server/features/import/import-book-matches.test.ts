import { describe, expect, it } from 'vitest';
import { matchInChunks } from './import-book-matches';
import { fingerprintLines } from './matching/line-fingerprint';

describe('matching a large batch by chunks', () => {
  it('keeps exact matches first across chunks and takes each operation once', async () => {
    const lines = Array.from({ length: 12_000 }, (_, i) => ({
      date: `2025-0${1 + Math.floor(i / 2_000)}-${String(1 + (i % 28)).padStart(2, '0')}`,
      amount: -100,
      label: `CB CAFE ${i % 7}`,
      bankId: null,
    }));
    const prints = fingerprintLines(lines);
    const withPrints = lines.map((line, i) => ({ ...line, ...prints[i]! }));
    // The last line's own operation, dated like the first chunk's lines: fuzzy there, exact last.
    const last = withPrints.at(-1)!;
    const books = [{ ...last, id: 1, accountId: 1, date: withPrints[0]!.date }];
    const matches = await matchInChunks(withPrints, books);
    expect(matches.at(-1)).toMatchObject({ operationId: 1, reason: { kind: 'FINGERPRINT' } });
    expect(matches.filter((m) => m !== null)).toHaveLength(1);
  });
});
