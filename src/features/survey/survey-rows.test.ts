import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AnalysisNode } from '../../../contract/survey';
import { groupLabel, headerLabel } from './survey-labels';
import { treeRows } from './survey-rows';

const node = (
  name: string,
  children: AnalysisNode<number>[] = [],
  group = 'CATEGORY',
): AnalysisNode<number> => ({ group, groupValue: { id: 1, name }, sums: [1], children });

const details = [
  node('Débits', [node('Logement', [node('Loyer', [node('Studio')])]), node('Courses')], 'SIGN'),
  { ...node('Total', [], 'TOTAL'), lineTotal: true },
];

const shape = (maxDepth: number, totalsUpTo: number) =>
  treeRows(details, { maxDepth, totalsUpTo }).map(
    (row) => `${row.depth}:${row.kind}:${row.node.groupValue.name}`,
  );

describe('survey rows', () => {
  it('shows the signs and the total only at depth 0', () => {
    expect(shape(0, 1)).toEqual(['0:line:Débits', '0:total:Total']);
  });

  it('adds a heading and a total line to groups opened up to the totals level', () => {
    expect(shape(3, 1)).toEqual([
      '0:heading:Débits',
      '1:heading:Logement',
      '2:line:Loyer',
      '3:line:Studio',
      '1:total:Logement',
      '1:line:Courses',
      '0:total:Débits',
      '0:total:Total',
    ]);
  });

  it('keeps the sums on a group’s own line below the totals level or when closed', () => {
    expect(shape(2, 0)).toEqual([
      '0:heading:Débits',
      '1:line:Logement',
      '2:line:Loyer',
      '1:line:Courses',
      '0:total:Débits',
      '0:total:Total',
    ]);
  });
});

describe('survey labels (002 §8)', () => {
  const t = ((key: string) => key) as unknown as TFunction;

  it('words an unknown group "Group X?" and an undefined category category.undefined', () => {
    expect(groupLabel({ ...node('x'), group: 'WEIRD' }, t)).toBe('Group WEIRD?');
    const undefinedCategory = { ...node('x'), groupValue: { id: null, name: null } };
    expect(groupLabel(undefinedCategory, t)).toBe('category.undefined');
    expect(groupLabel({ ...node('x'), group: 'SIGN' }, t)).toBe('survey.sign.credit');
  });

  it('words an unknown period type "X??" and months in the reader’s language', () => {
    expect(headerLabel({ type: 'WEEK' }, 'fr', t)).toBe('WEEK??');
    expect(headerLabel({ type: 'CUMUL' }, 'fr', t)).toBe('survey.header.cumul');
    expect(headerLabel({ type: 'MONTH', yearMonth: '2026-03' }, 'en', t)).toBe('Mar 2026');
  });
});
