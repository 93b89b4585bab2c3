import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ForecastDto, ForecastLine, ProjectionDto } from '../../../contract/forecast';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { addMonthsToDate } from '../../../contract/forecast';
import { toIsoDate } from '../../../contract/dates';
import { makeUser } from '../../test/users';

// jsdom draws no canvas: the curve's text is what these tests read.
vi.mock('./projection-chart', () => ({ default: () => <div>curve</div> }));

const euro = { currencyId: 1, symb: '€' };
const current = { accountId: 4, name: 'Current', currency: euro };
const ACCOUNTS = [
  {
    ...current,
    type: 'CU',
    favorite: true,
    bank: { bankId: 1, name: 'Bank' },
    currency: { ...euro, abrv: 'EUR' },
  },
];

const line = (over: Partial<ForecastLine>): ForecastLine => ({
  real: false,
  date: '2026-06-05',
  idEcheance: 10,
  state: 'PLANNED',
  operationId: null,
  proposedOperationId: null,
  payee: { payeeId: 3, name: 'Landlord' },
  category: { categoryId: 8, name: 'Rent' },
  mainCategory: { categoryId: 8, name: 'Rent' },
  amount: -80_000,
  account: current,
  toAccount: null,
  memo: null,
  cumulative: -80_000,
  ...over,
});

const FORECAST: ForecastDto = {
  startDate: '2026-06-01',
  endDate: '2026-07-31',
  lines: [
    line({ proposedOperationId: 77 }),
    line({
      date: '2026-06-25',
      idEcheance: 11,
      state: 'MATCHED',
      operationId: 78,
      payee: { payeeId: 5, name: 'Employer' },
      amount: 250_000,
      cumulative: 170_000,
    }),
  ],
  totals: { planned: 170_000, real: 0, total: 170_000 },
};

const PROJECTION: ProjectionDto = {
  today: '2026-06-01',
  endDate: '2026-09-01',
  series: [
    {
      currency: euro,
      accountIds: [4],
      startBalance: 50_000,
      points: [{ date: '2026-06-05', balance: -30_000 }],
      lowest: { date: '2026-06-05', balance: -30_000 },
      endBalance: -30_000,
    },
  ],
};

describe('forecast month page', () => {
  it(
    'lists the occurrences with their state, confirms and undoes matches, tells the lowest point',
    { timeout: 20_000 },
    async () => {
      const adapter = mockRoutes({
        'GET /api/account': { status: 200, data: ACCOUNTS },
        'GET /api/budgets': { status: 200, data: [{ accountId: 2, name: 'Home' }] },
        'GET /api/echeances/operations/month': { status: 200, data: FORECAST },
        'GET /api/echeances/projection': { status: 200, data: PROJECTION },
        'POST /api/echeances/10/occurrences/2026-06-05/match': { status: 204 },
        'DELETE /api/echeances/11/occurrences/2026-06-25/match': { status: 204 },
      });
      const user = userEvent.setup();
      renderApp('/previsionnel/month?month=2026-06', makeUser());
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => row.textContent)).toEqual([
        expect.stringMatching(/05\/06\/2026.*Landlord.*Rent.*Current.*-€800\.00.*Planned/),
        expect.stringMatching(/25\/06\/2026.*Employer.*€2,500\.00.*€1,700\.00.*Matched/),
      ]);
      expect(await screen.findByText('Lowest point: -€300.00 on 05/06/2026.')).toBeVisible();

      await user.click(within(rows[0]!).getByRole('button', { name: 'Confirm match' }));
      await waitFor(() =>
        expect(
          bodyOf(callsTo(adapter, 'POST /api/echeances/10/occurrences/2026-06-05/match')[0]),
        ).toEqual({
          operationId: 77,
        }),
      );
      await user.click(within(rows[1]!).getByRole('button', { name: 'Undo: Matched' }));
      await waitFor(() =>
        expect(
          callsTo(adapter, 'DELETE /api/echeances/11/occurrences/2026-06-25/match'),
        ).toHaveLength(1),
      );

      await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'Home');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), '4');
      await waitFor(() => {
        const last = callsTo(adapter, 'GET /api/echeances/operations/month').at(-1);
        expect(last?.params).toEqual({
          yearMonth: '2026-06',
          accountId: '4',
          budgetId: '2',
          integration: 'false',
        });
      });
      await user.click(screen.getByRole('button', { name: /Next month/ }));
      await waitFor(() =>
        expect(
          callsTo(adapter, 'GET /api/echeances/operations/month').at(-1)?.params,
        ).toMatchObject({
          yearMonth: '2026-07',
        }),
      );
    },
  );
});

describe('forecast three-month page', () => {
  it('asks today to three months ahead, shows the cumulative amount and hides an absent budget list', async () => {
    const adapter = mockRoutes({
      'GET /api/account': { status: 200, data: ACCOUNTS },
      'GET /api/echeances/operations': { status: 200, data: FORECAST },
      'GET /api/echeances/projection': { status: 200, data: PROJECTION },
    });
    const user = userEvent.setup();
    renderApp('/previsionnel/threeMonths', makeUser());
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Cumulative' })).toBeVisible();
    expect(screen.getAllByText('€1,700.00', { selector: 'dd' })).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Budget' })).toBeNull();
    const today = toIsoDate(new Date());
    expect(callsTo(adapter, 'GET /api/echeances/operations')[0]?.params).toEqual({
      startDate: today,
      endDate: addMonthsToDate(today, 3),
      integration: 'false',
    });
    await user.click(screen.getByRole('radio', { name: '12 months' }));
    await waitFor(() =>
      expect(callsTo(adapter, 'GET /api/echeances/projection').at(-1)?.params).toEqual({
        months: '12',
      }),
    );
    const tabs = screen.getByRole('navigation', { name: 'Forecast views' });
    expect(within(tabs).getByRole('link', { name: 'Three-month outlook' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Monthly outlook' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly outlook' })).toBeVisible();
  });
});
