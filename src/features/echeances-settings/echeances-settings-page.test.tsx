import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EcheanceSettingsDto } from '../../../contract/echeance-settings';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const SETTINGS: EcheanceSettingsDto = {
  echeanceDelay: 2,
  catchUp: 'ALL',
  autoSavePlans: [
    {
      id: 7,
      accountName: 'Current',
      toAccountName: 'Savings',
      payeeName: null,
      memo: 'Monthly saving',
      amount: -10_000,
      currency: 'EUR',
      frequency: 'MONTHLY',
      nextDate: '2026-12-05',
    },
    {
      id: 8,
      accountName: 'Current',
      toAccountName: null,
      payeeName: 'ACME',
      memo: null,
      amount: 250_000,
      currency: 'EUR',
      frequency: 'ONCE',
      nextDate: null,
    },
  ],
};

describe('scheduled-operation settings page', () => {
  it('shows the plans that save themselves, checks the delay and saves both settings', async () => {
    const adapter = mockRoutes({
      'GET /api/echeance-settings': { status: 200, data: SETTINGS },
      'POST /api/echeance-settings': (config) => ({
        status: 200,
        data: { ...SETTINGS, ...(bodyOf(config) as object) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/parameters/operations', makeUser());
    const table = await screen.findByRole('table', {
      name: '2 planned operations save themselves',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Current → Savings')).toBeVisible();
    expect(within(rows[0]!).getByText('Monthly saving')).toBeVisible();
    expect(within(rows[0]!).getByText('05/12/2026')).toBeVisible();
    expect(within(rows[1]!).getByText('None left')).toBeVisible();
    expect(within(rows[1]!).getByText('Once')).toBeVisible();

    const delay = screen.getByRole('spinbutton', { name: /planned operation is due/ });
    await user.clear(delay);
    await user.type(delay, '31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(delay).toHaveAccessibleDescription(/whole number of days from 0 to 30/),
    );
    await user.clear(delay);
    await user.type(delay, '4');
    await user.click(screen.getByRole('radio', { name: 'No missed date' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The planned-operation settings are saved.')).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/echeance-settings')[0])).toEqual({
      echeanceDelay: 4,
      catchUp: 'NONE',
    });
  });

  it('says when no planned operation saves itself', async () => {
    mockRoutes({
      'GET /api/echeance-settings': { status: 200, data: { ...SETTINGS, autoSavePlans: [] } },
    });
    renderApp('/parameters/operations', makeUser());
    expect(await screen.findByText('No planned operation saves itself yet.')).toBeVisible();
  });
});
