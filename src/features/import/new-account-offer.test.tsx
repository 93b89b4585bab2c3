import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { banksScreenRoutes, makeAccount } from '../../test/banks';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ACCOUNTS, makeReport } from './import-test-data';

const UNKNOWN_CARD = makeReport({
  format: 'OFX',
  csv: null,
  account: null,
  suggestedAccountId: null,
  accountNumber: 'XXXXXXXXXXXX9999',
});

describe('a statement that fits none of the accounts', () => {
  it('offers an account of its own, its number filled in, which then receives it', async () => {
    const created = makeAccount({ accountId: 44, name: 'Carte', number: 'XXXXXXXXXXXX9999' });
    const adapter = mockRoutes({
      ...banksScreenRoutes(),
      'GET /api/account': { status: 200, data: ACCOUNTS },
      'GET /api/import': { status: 200, data: [{ ...UNKNOWN_CARD, operations: undefined }] },
      'GET /api/import/11': { status: 200, data: UNKNOWN_CARD },
      'POST /api/account/0': { status: 200, data: created },
      'POST /api/import/11': { status: 200, data: UNKNOWN_CARD },
    });
    const user = userEvent.setup();
    renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
    await user.click(
      await screen.findByRole('button', { name: 'Create an account for n° XXXXXXXXXXXX9999' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    const form = within(dialog);
    expect(await form.findByDisplayValue('XXXXXXXXXXXX9999')).toBeVisible();
    await user.type(form.getByLabelText('Name'), 'Carte');
    await user.selectOptions(form.getByLabelText('Bank'), 'Boursorama');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(bodyOf(callsTo(adapter, 'POST /api/account/0')[0])).toMatchObject({
      name: 'Carte',
      number: 'XXXXXXXXXXXX9999',
      currency: { currencyId: 1 },
    });
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/11')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/import/11')[0])).toEqual({ accountId: 44 });
    expect(dialog).not.toBeInTheDocument();
  });
});
