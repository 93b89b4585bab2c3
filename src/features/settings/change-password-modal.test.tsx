import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, mockRoutes, type MockAnswer } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ChangePasswordModal } from './change-password-modal';

function openModal(answer: MockAnswer) {
  const adapter = mockRoutes({ 'POST /api/updatePassword': answer });
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordModal open onClose={onClose} />, makeUser());
  return { adapter, onClose };
}

async function submit(user: UserEvent, current: string, next: string, confirmation = next) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change the password' }));
}

const refuse = (messageCode: string, status = 400): MockAnswer => ({
  status,
  data: { messageCode },
});

describe('change-password modal', () => {
  it('checks the rules and the confirmation before sending', async () => {
    const { adapter } = openModal({ status: 200 });
    const user = userEvent.setup();
    await submit(user, '', 'short', 'shorter');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /needs at least 6 characters/,
    );
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The two passwords are different.',
    );
    expect(adapter).not.toHaveBeenCalled();
  });

  it('sends old and new password, confirms with a toast and closes', async () => {
    const { adapter, onClose } = openModal({ status: 200, data: { value: true } });
    const user = userEvent.setup();
    await submit(user, 'Old-pass1', 'New-pass2');
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(bodyOf(callsTo(adapter, 'POST /api/updatePassword')[0])).toEqual({
      oldPassword: 'Old-pass1',
      newPassword: 'New-pass2',
    });
  });

  it.each([
    ['ValidationException', 'New password', /does not follow the rules/],
    ['password.tooCommon', 'New password', /among the most common ones/],
    ['InvalidPasswordException', 'Current password', 'The password is incorrect.'],
  ])('marks the field of %s', async (code, field, message) => {
    const { onClose } = openModal(refuse(code));
    const user = userEvent.setup();
    await submit(user, 'Old-pass1', 'New-pass2');
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows other failures above the form', async () => {
    openModal(refuse('internal.error', 500));
    const user = userEvent.setup();
    await submit(user, 'Old-pass1', 'New-pass2');
    expect(await screen.findByRole('alert')).toHaveTextContent('An internal error occurred.');
  });
});
