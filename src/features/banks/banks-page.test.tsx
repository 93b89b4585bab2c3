import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { banksScreenRoutes } from '../../test/banks';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

function openBanks(extra: Record<string, RouteAnswer> = {}) {
  const adapter = mockRoutes({ ...banksScreenRoutes(), ...extra });
  renderApp('/parameters/banks', makeUser());
  return adapter;
}

const bankCard = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 2 })).closest('section')!);

describe('banks page', () => {
  it('lists each bank with its accounts, the IBAN masked', async () => {
    openBanks();
    const bnp = await bankCard('BNP Paribas');
    expect(bnp.getByText('Joint account')).toBeVisible();
    expect(bnp.getByText('Current account · FR763…189')).toBeVisible();
    expect(bnp.getByText('Livret A')).toBeVisible();
    expect(
      (await bankCard('Family chest')).getByText('No account in this bank yet.'),
    ).toBeVisible();
  });

  it('adds a bank of the reference list, keeping its bankNameId', async () => {
    const adapter = openBanks({ 'POST /api/bank/0': { status: 200 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a bank' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New bank' }));
    await user.selectOptions(dialog.getByLabelText('Bank'), 'Boursorama');
    expect(dialog.queryByLabelText('Name of the bank')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The bank Boursorama has been saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(adapter, 'POST /api/bank/0')[0])).toEqual({
      name: 'Boursorama',
      bankNameId: 2,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a bank of a free name, which is required', async () => {
    const adapter = openBanks({ 'POST /api/bank/0': { status: 200 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a bank' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByLabelText('Name of the bank')).toHaveAccessibleDescription(
      'Enter the name of the bank.',
    );
    await user.type(dialog.getByLabelText('Name of the bank'), '  Piggy bank ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('The bank Piggy bank has been saved.');
    expect(bodyOf(callsTo(adapter, 'POST /api/bank/0')[0])).toEqual({
      name: 'Piggy bank',
      bankNameId: null,
    });
  });

  it('renames a bank and tells a refusal on the name', async () => {
    const adapter = openBanks({
      'POST /api/bank/6': { status: 400, data: { messageCode: MessageCode.bankNameRequired } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the bank Family chest' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit the bank' }));
    const name = dialog.getByLabelText('Name of the bank');
    expect(name).toHaveValue('Family chest');
    await user.type(name, ' 2');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter the name of the bank.')).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/bank/6')[0])).toEqual({
      name: 'Family chest 2',
      bankNameId: null,
    });
  });

  it('deletes a bank whose accounts hold operations after a second confirmation', async () => {
    const adapter = openBanks({
      'DELETE /api/bank/5': (config) =>
        config.params?.force
          ? { status: 200 }
          : { status: 400, data: { messageCode: MessageCode.accountNotEmpty, count: 12 } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the bank BNP Paribas' }));
    const ask = within(screen.getByRole('dialog', { name: 'Delete a bank' }));
    expect(ask.getByText(/its accounts \(count: 2\)/)).toBeVisible();
    await user.click(ask.getByRole('button', { name: 'Delete' }));
    const force = await screen.findByText(/still hold operations \(count: 12\)/);
    expect(force).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete with its operations' }));
    expect(await screen.findByText('The bank BNP Paribas has been deleted.')).toBeInTheDocument();
    expect(callsTo(adapter, 'DELETE /api/bank/5').map((call) => call.params)).toEqual([
      {},
      { force: 'true' },
    ]);
  });

  it('tells why the bank of the main account cannot be deleted', async () => {
    openBanks({
      'DELETE /api/bank/5': {
        status: 400,
        data: { messageCode: MessageCode.mainAccountNotDeletable },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the bank BNP Paribas' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/This account is your main account/);
    const [, footerClose] = screen.getAllByRole('button', { name: 'Close' });
    await user.click(footerClose!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
