import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileName } from '../../../../contract/access';
import { transferSaveSchema } from '../../../../contract/operations-transfer';
import { bodyOf, callsTo } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { ACCOUNTS, mockOperationsApi, transferLeg } from '../../../test/operations-test-data';
import { TransferModal } from './transfer-modal';

const SAVE = 'POST /api/operation/TRANSFER/0';

async function openTransfer(operationId: number | null = null) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(
    <TransferModal accountId={1} operationId={operationId} onClose={onClose} />,
    makeUser(ProfileName.premium),
  );
  const title = operationId === null ? 'New transfer' : 'Edit the transfer';
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('textbox', { name: 'Amount sent' });
  return { user, onClose, dialog: within(dialog) };
}

describe('transfer modal', () => {
  it('needs a destination other than the source and an amount other than zero', async () => {
    const adapter = mockOperationsApi();
    const { user, dialog } = await openTransfer();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('combobox', { name: 'To account' })).toHaveAccessibleDescription(
      'Choose the destination account.',
    );
    expect(dialog.getByRole('textbox', { name: 'Amount sent' })).toHaveAccessibleDescription(
      /Enter an amount other than zero/,
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'To account' }), '1');
    await user.type(dialog.getByRole('textbox', { name: 'Amount sent' }), '10');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('combobox', { name: 'To account' })).toHaveAccessibleDescription(
      'The destination account must be different from the source account.',
    );
    expect(callsTo(adapter, SAVE)).toHaveLength(0);
  });

  it('creates a transfer between two accounts of one currency', async () => {
    const adapter = mockOperationsApi({
      [SAVE]: { status: 200, data: { operationId: 11, version: 1 } },
    });
    const { user, dialog, onClose } = await openTransfer();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'To account' }), '2');
    await user.type(dialog.getByRole('textbox', { name: 'Amount sent' }), '250');
    expect(dialog.queryByRole('textbox', { name: 'Amount received' })).toBeNull();
    await user.type(dialog.getByRole('textbox', { name: 'Memo' }), 'Savings');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = bodyOf(callsTo(adapter, SAVE)[0]);
    expect(body).toMatchObject({
      account: { accountId: 1 },
      toAccount: { accountId: 2 },
      amount: 25_000,
      toAmount: null,
      type: { typeId: 3 },
      memo: 'Savings',
    });
    expect(transferSaveSchema.safeParse(body).success).toBe(true);
    expect(callsTo(adapter, SAVE)[0]!.headers['Idempotency-Key']).toBeTruthy();
  });

  it('asks the amount received when the currencies differ', async () => {
    const adapter = mockOperationsApi({
      [SAVE]: { status: 200, data: { operationId: 11, version: 1 } },
    });
    const { user, dialog } = await openTransfer();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'To account' }), '3');
    await user.type(dialog.getByRole('textbox', { name: 'Amount sent' }), '100');
    const received = dialog.getByRole('textbox', { name: 'Amount received' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(received).toHaveAccessibleDescription(/enter the amount received/);
    expect(callsTo(adapter, SAVE)).toHaveLength(0);
    await user.type(received, '108,25');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, SAVE)).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, SAVE)[0])).toMatchObject({ amount: 10_000, toAmount: 10_825 });
  });

  it('proposes the amount received at the day’s rate, and says the rate typed amounts give', async () => {
    const adapter = mockOperationsApi({
      [SAVE]: { status: 200, data: { operationId: 11, version: 1 } },
      'GET /api/exchangeRates/day': {
        status: 200,
        data: { rate: '1.0825', day: '2026-06-01', via: 'direct' },
      },
    });
    const { user, dialog } = await openTransfer();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'To account' }), '3');
    await user.type(dialog.getByRole('textbox', { name: 'Amount sent' }), '100');
    const received = dialog.getByRole('textbox', { name: 'Amount received' });
    await waitFor(() => expect(received).toHaveValue('108.25'));
    expect(dialog.getByText(/Rate of 01\/06\/2026: 1 EUR = 1.0825/)).toBeInTheDocument();
    await user.clear(received);
    await user.type(received, '110');
    expect(dialog.getByText(/Your amounts give 1 EUR = 1.1 /)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, SAVE)).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, SAVE)[0])).toMatchObject({ amount: 10_000, toAmount: 11_000 });
  });

  it('edits from either leg: the credit leg shows the transfer from its source', async () => {
    const savings = ACCOUNTS[1]!;
    const current = ACCOUNTS[0]!;
    const leg = transferLeg({
      operationId: 6,
      account: { accountId: 2, name: savings.name, currency: { currencyId: 1, symb: '€' } },
      toAccount: { accountId: 1, name: current.name, currency: { currencyId: 1, symb: '€' } },
      amount: 5000,
      debitCredit: 1,
    });
    const adapter = mockOperationsApi(
      {
        'GET /api/operation/TRANSFER/6': { status: 200, data: leg },
        'POST /api/operation/TRANSFER/6': { status: 200, data: { operationId: 6, version: 2 } },
      },
      { 'GET /api/operation/TRANSFER/6': '"1"' },
    );
    const { user, dialog } = await openTransfer(6);
    expect(dialog.getByRole('combobox', { name: 'From account' })).toHaveValue('1');
    expect(dialog.getByRole('combobox', { name: 'To account' })).toHaveValue('2');
    expect(dialog.getByRole('textbox', { name: 'Amount sent' })).toHaveValue('50.00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/operation/TRANSFER/6')).toHaveLength(1));
    const call = callsTo(adapter, 'POST /api/operation/TRANSFER/6')[0]!;
    expect(call.headers['If-Match']).toBe('"1"');
    expect(bodyOf(call)).toMatchObject({ account: { accountId: 1 }, toAccount: { accountId: 2 } });
  });

  it('deletes both legs after confirmation', async () => {
    const adapter = mockOperationsApi({
      'GET /api/operation/TRANSFER/5': { status: 200, data: transferLeg() },
      'DELETE /api/operation/TRANSFER/5': { status: 204 },
    });
    const { user, dialog, onClose } = await openTransfer(5);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete the transfer?' }));
    expect(confirm.getByText(/Both sides of the transfer/)).toBeVisible();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(adapter, 'DELETE /api/operation/TRANSFER/5')).toHaveLength(1);
  });
});
