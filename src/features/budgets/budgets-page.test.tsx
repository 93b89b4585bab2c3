import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const HOME = {
  accountId: 7,
  name: 'Home',
  type: 'PREVISIONNEL',
  startDate: '2026-01-01',
  accounts: [{ accountId: 1, name: 'Current' }],
  favorite: true,
};
const TRIP = { ...HOME, accountId: 8, name: 'Trip', favorite: false };
const PLANNED = { ...HOME, accountId: 9, name: 'Planned one', type: 'PLANNED', favorite: false };
const ACCOUNTS = [
  { accountId: 1, name: 'Current', bank: { bankId: 1, name: 'Bank' } },
  { accountId: 2, name: 'Savings', bank: { bankId: 1, name: 'Bank' } },
];

const routes = (save: () => { status: number; data: unknown }) => ({
  'GET /api/budgets': { status: 200, data: [HOME, TRIP, PLANNED] },
  'GET /api/account': { status: 200, data: ACCOUNTS },
  'POST /api/budgets/0': save,
  'POST /api/budgets/8': { status: 200, data: { ...TRIP, favorite: true } },
  'DELETE /api/budgets/8': { status: 204, data: '' },
});

describe('budgets page', () => {
  it('lists the non-PLANNED budgets, saves a new one and tells a refusal as a warning', async () => {
    let answer = { status: 409, data: { messageCode: 'budget.planned.readOnly' } as unknown };
    const adapter = mockRoutes(routes(() => answer));
    const user = userEvent.setup();
    renderApp('/parameters/budgets', makeUser(ProfileName.premium));
    const table = await screen.findByRole('table', { name: '2 budgets' });
    expect(within(table).queryByText('Planned one')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a budget' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New budget' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Give the budget a name.')).toBeVisible();
    expect(dialog.getByText('Choose at least one account.')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Car');
    await user.click(dialog.getByRole('checkbox', { name: 'Bank - Savings' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A planned budget cannot be changed or deleted.')).toBeVisible();

    answer = { status: 500, data: { messageCode: 'internal.error' } };
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('The change could not be saved. Please try again in a moment.'),
    ).toBeVisible();

    answer = { status: 200, data: { ...TRIP, accountId: 10, name: 'Car' } };
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The budget “Car” was saved.')).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/budgets/0').at(-1))).toEqual({
      name: 'Car',
      startDate: `${new Date().getFullYear()}-01-01`,
      accounts: [{ accountId: 2 }],
      favorite: false,
    });
  });

  it('makes a budget the favourite and deletes one after confirming', async () => {
    const adapter = mockRoutes(routes(() => ({ status: 500, data: {} })));
    const user = userEvent.setup();
    renderApp('/parameters/budgets', makeUser(ProfileName.premium));
    await user.click(await screen.findByRole('button', { name: 'Make Trip the favourite budget' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/budgets/8')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/budgets/8')[0])).toMatchObject({ favorite: true });

    await user.click(screen.getByRole('button', { name: 'Delete the budget Trip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete budgets' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(adapter, 'DELETE /api/budgets/8')).toHaveLength(1));
  });

  it('warns a user without BUDGET instead of deleting or setting the favourite', async () => {
    const adapter = mockRoutes(routes(() => ({ status: 500, data: {} })));
    const user = userEvent.setup();
    renderApp('/parameters/budgets', makeUser(ProfileName.user));
    await user.click(await screen.findByRole('button', { name: 'Delete the budget Trip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Not in your version' }));
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Make Trip the favourite budget' }));
    expect(await screen.findByRole('dialog', { name: 'Not in your version' })).toBeVisible();
    expect(callsTo(adapter, 'DELETE /api/budgets/8')).toHaveLength(0);
    expect(callsTo(adapter, 'POST /api/budgets/8')).toHaveLength(0);
  });
});
