import { expect, it } from 'vitest';
import { groupBy } from './collections';

it('groups items by key in their order, mapped when asked', () => {
  const rows = [
    { id: 1, owner: 2 },
    { id: 2, owner: 1 },
    { id: 3, owner: 2 },
  ];
  expect(groupBy(rows, (row) => row.owner)).toEqual(
    new Map([
      [2, [rows[0], rows[2]]],
      [1, [rows[1]]],
    ]),
  );
  expect(
    groupBy(
      rows,
      (row) => row.owner,
      (row) => row.id,
    ),
  ).toEqual(
    new Map([
      [2, [1, 3]],
      [1, [2]],
    ]),
  );
  expect(groupBy([], (row: { owner: number }) => row.owner).size).toBe(0);
});
