import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustSplitParts,
  displayedCategoryId,
  isSplit,
  mainCategoryId,
  mainPart,
  splitPartsError,
  startSplit,
} from './operations-split';

const part = (categoryId: number | null, amount: number) => ({ categoryId, amount });

describe('main category', () => {
  it('is the single part’s, else the largest in absolute value, the first of equals', () => {
    expect(mainCategoryId([part(7, -1200)])).toBe(7);
    expect(mainCategoryId([part(7, -100), part(8, -900), part(9, 300)])).toBe(8);
    expect(mainCategoryId([part(7, 500), part(8, -500)])).toBe(7);
    expect(mainCategoryId([part(7, 100), part(8, -2000)])).toBe(8);
    expect(mainPart([])).toBeNull();
  });

  it('is undefined (-1) without parts or with an undefined main part', () => {
    expect(mainCategoryId([])).toBe(-1);
    expect(mainCategoryId([part(null, -50), part(3, -10)])).toBe(-1);
  });

  it('shows split (-2) for several parts, the main category for one', () => {
    expect(isSplit([part(1, 1)])).toBe(false);
    expect(displayedCategoryId([part(4, -10)])).toBe(4);
    expect(displayedCategoryId([part(null, -10)])).toBe(-1);
    expect(displayedCategoryId([part(4, -10), part(4, -20)])).toBe(-2);
  });
});

describe('split rules', () => {
  it('needs a part and a remainder of 0', () => {
    expect(splitPartsError(1000, [])).toBe('operation.split.needPart');
    expect(splitPartsError(1000, [{ amount: 600 }, { amount: 300 }])).toBe(
      'operation.split.remainder',
    );
    expect(splitPartsError(1000, [{ amount: 600 }, { amount: 400 }])).toBeNull();
    expect(splitPartsError(1000, [{ amount: 1200 }, { amount: -200 }])).toBeNull();
  });
});

type Edited = { amount: number | null; category: number | null };
const blank = (): Edited => ({ amount: null, category: null });

describe('a split being edited', () => {
  it('starts with the whole amount on the current part and an empty one', () => {
    expect(startSplit(5000, { amount: 5000, category: 3 }, blank)).toEqual([
      { amount: 5000, category: 3 },
      blank(),
    ]);
  });

  it('adds one zero part while a remainder is left, keeping a category chosen there', () => {
    expect(adjustSplitParts(1000, [{ amount: 600, category: 1 }], blank)).toEqual([
      { amount: 600, category: 1 },
      blank(),
    ]);
    const parts = [
      { amount: 0, category: 5 },
      { amount: 600, category: 1 },
      { amount: null, category: null },
    ];
    expect(adjustSplitParts(1000, parts, blank)).toEqual(parts.slice(0, 2));
  });

  it('drops the zero parts once the remainder is 0, keeping at least one part', () => {
    const parts = [{ amount: 600, category: 1 }, blank(), { amount: 400, category: 2 }];
    expect(adjustSplitParts(1000, parts, blank)).toEqual([parts[0], parts[2]]);
    expect(adjustSplitParts(0, [{ amount: 0, category: 4 }, blank()], blank)).toEqual([
      { amount: 0, category: 4 },
    ]);
    expect(adjustSplitParts(0, [], blank)).toEqual([blank()]);
  });

  it('always leaves at most one zero part, exactly one while something is left to place', () => {
    const amount = fc.option(fc.integer({ min: -5000, max: 5000 }), { nil: null });
    const edited = fc.record({ amount, category: fc.constant(null) });
    fc.assert(
      fc.property(fc.integer({ min: -10000, max: 10000 }), fc.array(edited), (total, parts) => {
        const adjusted = adjustSplitParts(total, parts, blank);
        const zeros = adjusted.filter((p) => !p.amount).length;
        const placed = adjusted.reduce((sum, p) => sum + (p.amount ?? 0), 0);
        expect(adjusted.length).toBeGreaterThan(0);
        if (placed !== total) expect(zeros).toBe(1);
        else expect(zeros).toBe(adjusted.length === 1 && !adjusted[0]?.amount ? 1 : 0);
      }),
    );
  });
});
