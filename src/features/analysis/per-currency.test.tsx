import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisResultNode } from '../../../contract/analysis';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

// jsdom draws no canvas: the charts' tables are what this test reads.
vi.mock('./charts/bar-chart', () => ({ default: () => <div>bars</div> }));

const node = (
  group: string,
  id: number,
  name: string,
  sums: number[],
  children: AnalysisResultNode[] = [],
): AnalysisResultNode => ({
  group,
  groupValue: { id, name },
  sums: sums.map((sum) => ({ sum })),
  children,
});

const account = (id: number, name: string, debit: number, credit: number) =>
  node(
    'ACCOUNT',
    id,
    name,
    [debit + credit],
    [node('SIGN', -1, '-1', [debit]), node('SIGN', 1, '1', [credit])],
  );

/** Two currencies, kept apart by the server under CURRENCY lines. */
const twoCurrencies = {
  headers: [{ type: 'CUMUL' }],
  details: [
    node('CURRENCY', 1, 'EUR', [0], [account(4, 'Livret', -12_050, 30_000)]),
    node('CURRENCY', 2, 'USD', [0], [account(5, 'Chase', -4_000, 0)]),
  ],
  currency: 'EUR',
};

describe('charts of accounts in several currencies', () => {
  it('draws one chart per currency, each titled and written in its own', async () => {
    mockRoutes({
      'GET /api/bank': { status: 200, data: [] },
      'GET /api/analysis': { status: 200, data: twoCurrencies },
    });
    renderApp('/analysis/movement', makeUser());

    const euros = await screen.findByRole('region', {
      name: 'Expenses and income by account in EUR',
    });
    const dollars = screen.getByRole('region', { name: 'Expenses and income by account in USD' });
    expect(within(euros).getByRole('row', { name: /Livret/ })).toHaveTextContent(/€120\.50/);
    expect(within(euros).queryByText(/Chase/)).toBeNull();
    expect(within(dollars).getByRole('row', { name: /Chase/ })).toHaveTextContent(/\$40\.00/);
  });
});
