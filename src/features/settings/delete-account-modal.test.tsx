import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETED_REDIRECT_SECONDS } from '../../../contract/constants';
import { authKeys } from '../auth/use-auth';
import { callsTo, mockRoutes, type MockAnswer } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { DeleteAccountModal } from './delete-account-modal';

const user7 = makeUser();

function openModal(answer: MockAnswer = { status: 204 }) {
  const adapter = mockRoutes({ [`DELETE /api/users/${user7.idUser}`]: answer });
  const view = renderWithProviders(
    <DeleteAccountModal idUser={user7.idUser} open onClose={() => undefined} />,
    user7,
  );
  return { adapter, ...view };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('delete-account modal', () => {
  it('requires the password and a reason', async () => {
    const { adapter } = openModal();
    await submit();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(
      screen.getByRole('combobox', { name: 'Why are you leaving?' }),
    ).toHaveAccessibleDescription('Choose a reason.');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('requires a comment for OTHER and limits it to 500 characters', async () => {
    const { adapter } = openModal();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'secret-1');
    await user.selectOptions(screen.getByRole('combobox'), 'OTHER');
    await submit();
    const comment = screen.getByRole('textbox', { name: /Comment \(required/ });
    expect(comment).toHaveAccessibleDescription(/Please give your reason in the comment./);

    fireEvent.change(comment, { target: { value: 'x'.repeat(501) } });
    await submit();
    expect(comment).toHaveAccessibleDescription(
      '501 / 500 characters The comment is limited to 500 characters.',
    );
    expect(adapter).not.toHaveBeenCalled();
  });

  it('marks the password refused by the server', async () => {
    openModal({ status: 400, data: { messageCode: 'InvalidPasswordException' } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'wrong-1');
    await user.selectOptions(screen.getByRole('combobox'), 'TOO_EXPENSIVE');
    await submit();
    expect(await screen.findByText('The password is incorrect.')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes with the query parameters, says so, then ends the session after 4 s', async () => {
    const { adapter, queryClient } = openModal();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'secret-1');
    await user.selectOptions(screen.getByRole('combobox'), 'OTHER');
    await user.type(screen.getByRole('textbox'), 'Moving abroad');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('Your account has been deleted')).toBeVisible();
    expect(screen.getByText(/in 4 seconds/)).toBeVisible();
    expect(callsTo(adapter, `DELETE /api/users/${user7.idUser}`)[0]?.params).toEqual({
      password: 'secret-1',
      reason: 'OTHER',
      comment: 'Moving abroad',
    });
    act(() => vi.advanceTimersByTime((ACCOUNT_DELETED_REDIRECT_SECONDS - 1) * 1000));
    expect(queryClient.getQueryData(authKeys.session())).toEqual({ user: user7 });
    act(() => vi.advanceTimersByTime(1000));
    expect(queryClient.getQueryData(authKeys.session())).toEqual({
      user: null,
      endReason: 'accountDeleted',
    });
  });
});
