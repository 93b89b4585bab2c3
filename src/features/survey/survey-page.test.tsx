import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SurveyNode, SurveyResult } from '../../../contract/survey';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const sums = (previsionnel: number, reel: number, goal = 0) =>
  [0, 1].map(() => ({ previsionnel, reel, goal }));

const line = (id: number | null, name: string | null, children: SurveyNode[] = []): SurveyNode => ({
  group: 'CATEGORY',
  groupValue: { id, name },
  sums: sums(-100, -50),
  children,
});

const RESULT: SurveyResult = {
  headers: [{ type: 'MONTH', yearMonth: '2026-01' }, { type: 'WEEK' }],
  currency: 'EUR',
  details: [
    { group: 'SIGN', groupValue: { id: 1, name: null }, sums: sums(0, 0), children: [] },
    {
      group: 'SIGN',
      groupValue: { id: -1, name: null },
      sums: sums(-200, -100),
      children: [line(3, 'Housing', [line(4, 'Rent')]), line(null, null)],
    },
    { group: 'ODD', groupValue: { id: null, name: null }, sums: sums(0, 0), children: [] },
    {
      group: 'TOTAL',
      groupValue: { id: null, name: null },
      sums: sums(-200, -100),
      lineTotal: true,
      children: [],
    },
  ],
};

describe('survey page', () => {
  it('shows the tree with total lines down to the chosen depth, and sets a goal', async () => {
    const adapter = mockRoutes({
      'GET /api/budgets': { status: 200, data: [{ accountId: 7, name: 'Home' }] },
      'GET /api/survey': { status: 200, data: RESULT },
      'GET /api/budgets/7/goals': { status: 200, data: [] },
      'POST /api/budgets/7/goals': { status: 200, data: [] },
    });
    const user = userEvent.setup();
    renderApp('/previsionnel/budget/details/7', makeUser());
    const table = await screen.findByRole('table', { name: 'Budget survey table' });
    const heads = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(heads()).toEqual([
      'Credits',
      'Debits',
      'Housing◎ Goal',
      'Rent◎ Goal',
      'Total Housing',
      'Undefined category',
      'Total Debits',
      'Group ODD?',
      'Total',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'WEEK??' })).toBeVisible();
    expect(callsTo(adapter, 'GET /api/survey')[0]?.params).toMatchObject({
      budgetId: '7',
      groupBy: 'PARENT_CATEGORY',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Depth' }), '1');
    expect(heads()).not.toContain('Rent◎ Goal');

    await user.click(screen.getByRole('button', { name: 'Goal of Housing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Goal: Housing' }));
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(adapter, 'POST /api/budgets/7/goals')[0])).toEqual({
        categoryId: 3,
        month: null,
        amount: -10_000,
      }),
    );
  });
});
