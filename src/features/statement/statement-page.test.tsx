import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const STATEMENT = {
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  lines: [
    {
      category: { id: 4, name: 'Housing / Rent' },
      payee: { id: 5, name: 'Landlord' },
      planned: -80_000,
      real: -82_000,
      gap: -2_000,
      cumulative: -2_000,
    },
    {
      category: { id: -1, name: '' },
      payee: { id: -1, name: '' },
      planned: 0,
      real: -1_050,
      gap: -1_050,
      cumulative: -3_050,
    },
  ],
  totals: { planned: -80_000, real: -83_050, cumulative: -3_050 },
};

const EMPTY_LISTS = {
  'GET /api/category': { status: 200, data: { credit: [], debit: [] } },
  'GET /api/payees': { status: 200, data: [] },
  'GET /api/tags': { status: 200, data: [] },
  'GET /api/preferences': { status: 200, data: { currency: 1 } },
  'GET /api/currencies': {
    status: 200,
    data: [{ currencyId: 1, name: 'Euro', symb: '€', abrv: 'EUR' }],
  },
};

describe('statement page', () => {
  it('shows this month’s lines and totals, and asks both dates before calling', async () => {
    const adapter = mockRoutes({
      ...EMPTY_LISTS,
      'GET /api/echeances/statement': { status: 200, data: STATEMENT },
    });
    const user = userEvent.setup();
    renderApp('/previsionnel/statement', makeUser(ProfileName.premium));
    const table = await screen.findByRole('table', { name: /^Planned and real from/ });
    expect(within(table).getByText('Landlord')).toBeVisible();
    expect(within(table).getAllByText('Undefined')).toHaveLength(2);
    expect(within(table).getByText('-€820.00')).toBeVisible();
    expect(screen.getByText('-€830.50')).toBeVisible();
    const params = callsTo(adapter, 'GET /api/echeances/statement')[0]?.params as Record<
      string,
      unknown
    >;
    expect(params.startDate).toMatch(/^\d{4}-\d{2}-01$/);

    await user.clear(screen.getByRole('textbox', { name: /^From/ }));
    await user.click(screen.getByRole('button', { name: 'Show the statement' }));
    expect(
      await screen.findByText('Choose the start and end dates of the statement.'),
    ).toBeVisible();
    expect(callsTo(adapter, 'GET /api/echeances/statement')).toHaveLength(1);
  });

  it('tells a load failure as internal.error.title', async () => {
    mockRoutes({
      ...EMPTY_LISTS,
      'GET /api/echeances/statement': { status: 500, data: { messageCode: 'internal.error' } },
    });
    renderApp('/previsionnel/statement', makeUser(ProfileName.premium));
    await waitFor(
      () =>
        expect(
          screen.getByText('The statement could not be loaded. Please try again in a moment.'),
        ).toBeVisible(),
      { timeout: 10_000 },
    );
  });
});
