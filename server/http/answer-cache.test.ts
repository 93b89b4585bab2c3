import { describe, expect, it } from 'vitest';
import { AnswerCache, type PreparedAnswer } from './answer-cache';

const answer = (size: number): PreparedAnswer => ({ gzipped: Buffer.alloc(size), headers: {} });

describe('answer cache', () => {
  it('serves an answer only at the version it was kept under', () => {
    const cache = new AnswerCache(1_000, 10);
    const kept = answer(10);
    cache.set(1, 5, 'march', kept);
    expect(cache.get(1, 5, 'march')).toBe(kept);
    expect(cache.get(2, 5, 'march')).toBeUndefined();
    expect(cache.get(1, 6, 'march')).toBeUndefined();
    expect(cache.get(1, 5, 'march')).toBeUndefined();
  });

  it('keeps at most so many answers per owner, the newest', () => {
    const cache = new AnswerCache(1_000, 2);
    for (const key of ['a', 'b', 'c']) cache.set(1, 0, key, answer(1));
    expect(cache.get(1, 0, 'a')).toBeUndefined();
    expect(cache.get(1, 0, 'c')).toBeDefined();
  });

  it('evicts the owners least recently read once past its bytes', () => {
    const cache = new AnswerCache(25, 10);
    cache.set(1, 0, 'x', answer(10));
    cache.set(2, 0, 'x', answer(10));
    expect(cache.get(1, 0, 'x')).toBeDefined();
    cache.set(3, 0, 'x', answer(10));
    expect(cache.get(2, 0, 'x')).toBeUndefined();
    expect(cache.get(1, 0, 'x')).toBeDefined();
    expect(cache.get(3, 0, 'x')).toBeDefined();
  });
});
