import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { ACCOUNTS, mockOperationsApi } from '../../../test/operations-test-data';
import { TransferModal } from './transfer-modal';

describe('transfer with a single account', () => {
  it('says a second account is needed and leads to creating it in the same bank', async () => {
    mockOperationsApi({ 'GET /api/account': { status: 200, data: [ACCOUNTS[0]] } });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <TransferModal accountId={1} operationId={null} onClose={onClose} />,
      makeUser(),
    );
    const text = await screen.findByText(/you have only “Current”/);
    const dialog = within(screen.getByRole('dialog', { name: 'New transfer' }));
    expect(dialog.getByText(/you have only “Current”/)).toBe(text);
    expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/parameters/accounts?bankId=${ACCOUNTS[0]!.bank.bankId}`,
    );
    await user.click(dialog.getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
  });
});
