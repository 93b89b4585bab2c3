import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { IBAN, banksScreenRoutes, makeAccount, makeBanks } from '../../test/banks';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

function openAccounts(extra: Record<string, RouteAnswer> = {}) {
  const adapter = mockRoutes({ ...banksScreenRoutes(), ...extra });
  renderApp('/parameters/accounts', makeUser());
  return adapter;
}

const row = async (name: string) =>
  within((await screen.findByText(name, { selector: 'td *' })).closest('tr')!);

async function openNew(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add an account' }));
  return within(screen.getByRole('dialog', { name: 'New account' }));
}

describe('accounts page', () => {
  it('lists the accounts: bank, translated type, masked IBAN, main account', async () => {
    openAccounts();
    const joint = await row('Joint account');
    expect(joint.getByText('BNP Paribas')).toBeVisible();
    expect(joint.getByText('Current account')).toBeVisible();
    expect(joint.getByText('FR763…189')).toBeVisible();
    expect(joint.getByText('Main account')).toBeVisible();
    expect(joint.queryByText(IBAN)).not.toBeInTheDocument();
    const savings = await row('Savings');
    expect(savings.getByText('Livret A')).toBeVisible();
    expect(savings.queryByText('Main account')).not.toBeInTheDocument();
  });

  it('adds an account of type CU by default in a bank created from the reference list', async () => {
    const adapter = openAccounts({ 'POST /api/account/0': { status: 200 } });
    const user = userEvent.setup();
    const dialog = await openNew(user);
    expect(dialog.getByLabelText('Type')).toHaveValue('CU');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription(
      'Enter the name of the account.',
    );
    expect(dialog.getByLabelText('Bank')).toHaveAccessibleDescription(
      'Choose the bank of the account.',
    );
    await user.type(dialog.getByLabelText('Name'), 'Daily');
    await user.selectOptions(dialog.getByLabelText('Bank'), 'Boursorama');
    await user.type(dialog.getByLabelText('IBAN'), 'FR76 3000 6000 0112 3456 7890 188');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('IBAN')).toHaveAccessibleDescription(/This IBAN is not valid/);
    await user.clear(dialog.getByLabelText('IBAN'));
    await user.type(dialog.getByLabelText('IBAN'), 'fr76 3000 6000 0112 3456 7890 189');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account Daily has been saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(adapter, 'POST /api/account/0')[0])).toMatchObject({
      name: 'Daily',
      type: 'CU',
      iban: IBAN,
      currency: { currencyId: 1 },
      bank: { bankNameId: 2 },
      interestRate: 0,
      initialBalance: 0,
      initialCapital: null,
      favorite: false,
    });
  });

  it('offers the capital and the instalment for loans only', async () => {
    openAccounts();
    const user = userEvent.setup();
    const dialog = await openNew(user);
    expect(dialog.queryByLabelText('Capital borrowed')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Type'), 'Mortgage');
    expect(dialog.getByLabelText('Capital borrowed')).toBeVisible();
    expect(dialog.getByLabelText('Monthly instalment')).toBeVisible();
  });

  it('edits an account and tells the server’s refusal on its field', async () => {
    const adapter = openAccounts({
      'POST /api/account/11': {
        status: 400,
        data: { messageCode: MessageCode.interestRateInvalid },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the account Joint account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the account' }));
    expect(dialog.getByLabelText('IBAN')).toHaveValue('FR76 3000 6000 0112 3456 7890 189');
    expect(dialog.getByLabelText('Bank')).toHaveDisplayValue('BNP Paribas');
    await user.clear(dialog.getByLabelText('Interest rate (%)'));
    await user.type(dialog.getByLabelText('Interest rate (%)'), '1.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/The interest rate is a number from 0 to 100/)).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/account/11')[0])).toMatchObject({
      name: 'Joint account',
      bank: { bankId: 5 },
      interestRate: 1.5,
      initialBalance: 12_345,
    });
  });

  it('marks an account as favourite', async () => {
    const adapter = openAccounts({ 'POST /api/account/12': { status: 200 } });
    const user = userEvent.setup();
    const star = (await row('Savings')).getByRole('button', { name: 'Favourite: Savings' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(bodyOf(callsTo(adapter, 'POST /api/account/12')[0])).toMatchObject({
      name: 'Savings',
      type: 'LIVRET_A',
      bank: { bankId: 5 },
      favorite: true,
    });
  });

  it('deletes a non-empty account after telling how many operations go with it', async () => {
    const adapter = openAccounts({
      'DELETE /api/account/12': (config) =>
        config.params?.force
          ? { status: 200 }
          : { status: 400, data: { messageCode: MessageCode.accountNotEmpty, count: 3 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the account Savings' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/still holds operations \(count: 3\)/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete with its operations' }));
    expect(await screen.findByText('The account Savings has been deleted.')).toBeInTheDocument();
    expect(callsTo(adapter, 'DELETE /api/account/12').map((call) => call.params)).toEqual([
      {},
      { force: 'true' },
    ]);
  });

  it('cancels a deletion without calling the server', async () => {
    const adapter = openAccounts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the account Savings' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(adapter, 'DELETE /api/account/12')).toEqual([]);
  });

  it('tells that the main account cannot be deleted', async () => {
    openAccounts({
      'DELETE /api/account/11': {
        status: 400,
        data: { messageCode: MessageCode.mainAccountNotDeletable },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Delete the account Joint account' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/This account is your main account/);
  });
});

describe('accounts page, long names and cancelling', () => {
  it('cuts the bank at 25 characters and the name at 40, as the full name does', async () => {
    const [bank] = makeBanks();
    const long = makeAccount({
      name: 'A very long account name that goes on and on and on',
      bank: { bankId: 5, name: 'Banque Populaire Auvergne Rhône Alpes', bankNameId: null },
    });
    mockRoutes({ ...banksScreenRoutes([{ ...bank!, accounts: [long] }]) });
    renderApp('/parameters/accounts', makeUser());
    expect(await screen.findByText('A very long account name that goes on an…')).toBeVisible();
    expect(screen.getByText('Banque Populaire Auvergne…')).toBeVisible();
  });

  it('discards the edits of a cancelled modal and reads the accounts again', async () => {
    const adapter = openAccounts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the account Savings' }));
    let dialog = within(screen.getByRole('dialog'));
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Renamed');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(adapter, 'GET /api/bank')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Edit the account Savings' }));
    dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText('Name')).toHaveValue('Savings');
    expect(callsTo(adapter, 'POST /api/account/12')).toEqual([]);
  });
});

describe('accounts page opened from a bank', () => {
  it('opens a new account in the bank named by ?bankId=', async () => {
    mockRoutes(banksScreenRoutes());
    renderApp('/parameters/accounts?bankId=6', makeUser());
    const dialog = within(await screen.findByRole('dialog', { name: 'New account' }));
    expect(dialog.getByLabelText('Bank')).toHaveDisplayValue('Family chest');
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/parameters\/accounts$/);
  });
});
