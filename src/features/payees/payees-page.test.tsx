import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { PAYEES, TAGS, TREES } from '../../test/payees-test-data';

function mockPayeesApi(extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({
    'GET /api/payees': { status: 200, data: PAYEES },
    'GET /api/category': { status: 200, data: TREES },
    'GET /api/tags': { status: 200, data: TAGS },
    ...extra,
  });
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('button', { name: /^Details of/ })
    .map((button) => button.textContent);

describe('payees page', () => {
  it('lists the payees by name, flags a shared keyword and searches names and keywords', async () => {
    mockPayeesApi();
    const user = userEvent.setup();
    renderApp('/parameters/payees', makeUser(ProfileName.premium));
    expect(await screen.findByRole('heading', { name: 'Payees', level: 1 })).toBeVisible();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(rowNames()).toEqual(['Carrefour', 'Employer', 'Lidl']);
    expect(screen.getAllByText(/also used by another payee/)).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or keyword' }), 'lid');
    expect(rowNames()).toEqual(['Lidl']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No payee matches this search.')).toBeVisible();
  });

  it('selects all, inverts and deletes the selection after a confirmation', async () => {
    const adapter = mockPayeesApi({
      'GET /api/payees/has-operations': { status: 200, data: { value: true } },
      'DELETE /api/payees/1': { status: 200 },
      'DELETE /api/payees/3': { status: 409, data: { messageCode: 'modal.payee.save.needName' } },
    });
    const user = userEvent.setup();
    renderApp('/parameters/payees', makeUser(ProfileName.premium));
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    await user.click(selectAll);
    expect(screen.getByRole('button', { name: 'Delete the selection (3)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lidl' }));
    expect(selectAll).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Invert the selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select Lidl' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Invert the selection' }));

    await user.click(screen.getByRole('button', { name: 'Delete the selection (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete these 2 payees?' });
    expect(await within(dialog).findByText(/Some of your operations use them/)).toBeVisible();
    expect(callsTo(adapter, 'GET /api/payees/has-operations')[0]?.params).toEqual({
      payeesId: '1,3',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Employer: Enter the name of the payee.');
    expect(callsTo(adapter, 'DELETE /api/payees/1')).toHaveLength(1);
    expect(await screen.findByText('1 payee deleted.')).toBeVisible();
  });

  it('opens the details, applies the payee to its operations and goes on to edit it', async () => {
    const adapter = mockPayeesApi({
      'POST /api/operation/refreshPayee/1': { status: 200, data: { count: 4 } },
    });
    const user = userEvent.setup();
    renderApp('/parameters/payees', makeUser(ProfileName.premium));
    await user.click(await screen.findByRole('button', { name: 'Details of Carrefour' }));
    const details = screen.getByRole('dialog', { name: 'Carrefour' });
    expect(within(details).getByText('CARREFOUR, CRF')).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Apply to its operations' }));
    expect(await screen.findByText('4 operations updated.')).toBeVisible();
    expect(callsTo(adapter, 'POST /api/operation/refreshPayee/1')).toHaveLength(1);

    await user.click(within(details).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit the payee' });
    expect(await within(edit).findByRole('textbox', { name: 'Name' })).toHaveValue('Carrefour');
    expect(screen.queryByRole('dialog', { name: 'Carrefour' })).toBeNull();
  });

  it('saves an edited payee with its keyword list cleaned', async () => {
    const adapter = mockPayeesApi({
      'POST /api/payees': (config) => ({
        status: 200,
        data: { ...PAYEES[0], keywords: (bodyOf(config) as { keywords: string[] }).keywords },
      }),
    });
    const user = userEvent.setup();
    renderApp('/parameters/payees', makeUser(ProfileName.premium));
    await user.click(await screen.findByRole('button', { name: 'Edit Carrefour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the payee' });
    const keywords = await within(dialog).findByRole('textbox', { name: 'Keywords' });
    await user.clear(keywords);
    await user.type(keywords, 'CARREFOUR, , CRF MARKET,');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/payees')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/payees')[0])).toMatchObject({
      payeeId: 1,
      keywords: ['CARREFOUR', 'CRF MARKET'],
      debitCategory: { categoryId: 2 },
      creditCategory: { categoryId: -1 },
    });
    expect(await screen.findByText('The payee “Carrefour” is saved.')).toBeVisible();
    expect(await screen.findByText('CRF MARKET')).toBeVisible();
  });
});
