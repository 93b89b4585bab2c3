import { describe, expect, it } from 'vitest';
import {
  BOUND_LIST_SIZE,
  chunked,
  POSTGRES_MAX_BOUND_VALUES,
  SQLITE_MAX_BOUND_VALUES,
} from './bind-limit';

describe('chunked', () => {
  const ids = Array.from({ length: 2_501 }, (_, i) => i + 1);

  it('reads slices of at most the list size, one after the other, rows in slice order', async () => {
    const slices: number[][] = [];
    let reading = 0;
    const rows = await chunked(ids, async (slice) => {
      expect(reading).toBe(0);
      reading += 1;
      slices.push([...slice]);
      await Promise.resolve();
      reading -= 1;
      return slice.map((id) => `row ${id}`);
    });
    expect(slices.map((slice) => slice.length)).toEqual([1_000, 1_000, 501]);
    expect(slices.flat()).toEqual(ids);
    expect(rows).toEqual(ids.map((id) => `row ${id}`));
  });

  it('keeps every row a slice answers, however many', async () => {
    const rows = await chunked(ids.slice(0, 3), async (slice) =>
      slice.flatMap((id) => Array.from({ length: 150_000 }, () => id)),
    );
    expect(rows).toHaveLength(450_000);
    expect([rows[0], rows[150_000], rows.at(-1)]).toEqual([1, 2, 3]);
  });

  it('takes another slice size, and reads nothing for no items', async () => {
    const sizes: number[] = [];
    await chunked(ids.slice(0, 5), async (slice) => (sizes.push(slice.length), []), 2);
    expect(sizes).toEqual([2, 2, 1]);
    let called = false;
    expect(await chunked([], async () => ((called = true), [1]))).toEqual([]);
    expect(called).toBe(false);
  });

  it('binds a list far under what either database allows', () => {
    expect(BOUND_LIST_SIZE * 10).toBeLessThan(SQLITE_MAX_BOUND_VALUES);
    expect(SQLITE_MAX_BOUND_VALUES).toBeLessThan(POSTGRES_MAX_BOUND_VALUES);
  });
});
