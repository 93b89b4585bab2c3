import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustSplitParts,
  displayedCategoryId,
  isSplit,
  mainCategoryId,
  mainPart,
  partsFromTemplate,
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

describe('a payee’s split template on an operation', () => {
  it('places the whole amount, the rounding cent on the largest part', () => {
    const template = [
      { category: 1, tags: [3], amount: 0, percentage: 33.33 },
      { category: 2, tags: [], amount: 0, percentage: 66.67 },
      { category: null, tags: [], amount: 500, percentage: null },
    ];
    const parts = partsFromTemplate(10001, template);
    expect(parts).toEqual([
      { categoryId: 1, amount: 3166, tagIds: [3] },
      { categoryId: 2, amount: 6335, tagIds: [] },
      { categoryId: null, amount: 500, tagIds: [] },
    ]);
    expect(splitPartsError(10001, parts)).toBeNull();
  });

  it('always makes the total when percentages make 100', () => {
    const percentage = fc.integer({ min: 1, max: 9999 }).map((bp) => bp / 100);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), percentage, (total, first) => {
        const template = [
          { category: 1, tags: [], amount: 0, percentage: first },
          { category: 2, tags: [], amount: 0, percentage: Math.round((100 - first) * 100) / 100 },
        ];
        expect(splitPartsError(total, partsFromTemplate(total, template))).toBeNull();
      }),
    );
  });
});
