import { expect, it } from 'vitest';
import { memoized } from './memoized';

it('builds once per arguments, and again for others', () => {
  let builds = 0;
  const field = memoized((max: number, options?: { multiline?: boolean }) => ({
    max,
    options,
    n: ++builds,
  }));
  expect(field(10)).toBe(field(10));
  expect(field(10, { multiline: true })).toBe(field(10, { multiline: true }));
  expect(field(10, { multiline: true })).not.toBe(field(10));
  expect(field(20).max).toBe(20);
  expect(builds).toBe(3);
});
