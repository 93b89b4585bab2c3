import { describe, expect, it } from 'vitest';
import { waitAfter } from './login-slowdown.service';

const SECOND = 1000;

describe('the wait a login is slowed down by', () => {
  it('is none for the first ten failures, then doubles from 30 s up to 15 minutes', () => {
    expect([0, 1, 9].map(waitAfter)).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13, 14].map(waitAfter)).toEqual(
      [30, 60, 120, 240, 480].map((s) => s * SECOND),
    );
    expect([15, 16, 100, 10_000].map(waitAfter)).toEqual(Array(4).fill(900 * SECOND));
  });
});
