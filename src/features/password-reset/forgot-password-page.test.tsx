import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, mockRoutes, type MockAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const RESET_LINK = '/forgotPassword?login=sleepy&code=abc123&email=sleepy%40example.org';
const location = () => screen.getByTestId('location').textContent;

async function choosePassword(user: UserEvent, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

const performAnswers = (answer: MockAnswer) =>
  mockRoutes({ 'POST /api/resetPassword/perform': answer });

describe('forgotten password', () => {
  it('step 1 sends the address with the site url and says a mail may be on its way', async () => {
    const adapter = mockRoutes({ 'GET /api/resetPassword/request': { status: 200 } });
    const user = userEvent.setup();
    renderApp('/forgotPassword');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'Someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(email).toHaveAccessibleDescription(/cannot contain capital letters/);
    expect(callsTo(adapter, 'GET /api/resetPassword/request')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this address');
    expect(callsTo(adapter, 'GET /api/resetPassword/request')[0]?.params).toEqual({
      email: 'someone@example.org',
      url: window.location.origin,
    });
  });

  it('step 1 tells rate limiting as such', async () => {
    mockRoutes({
      'GET /api/resetPassword/request': { status: 429, data: { messageCode: 'too.many.requests' } },
    });
    const user = userEvent.setup();
    renderApp('/forgotPassword');
    await user.type(await screen.findByRole('textbox', { name: 'Email address' }), 'a@b.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('step 2 checks the confirmation, sends login, code and password, then goes to login', async () => {
    const adapter = performAnswers({ status: 200, data: { value: true } });
    const user = userEvent.setup();
    renderApp(RESET_LINK);
    expect(await screen.findByText(/account “sleepy”/)).toBeVisible();
    await choosePassword(user, 'Better-2026', 'Other-2026');
    expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
      'The two passwords are different.',
    );

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'Better-2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(location()).toBe('/login?passwordUpdated');
    expect(bodyOf(callsTo(adapter, 'POST /api/resetPassword/perform')[0])).toEqual({
      login: 'sleepy',
      code: 'abc123',
      password: 'Better-2026',
    });
  });

  it('step 2 shows forgotPassword.invalidCode with a way to ask again', async () => {
    performAnswers({ status: 400, data: { messageCode: 'forgotPassword.invalidCode' } });
    const user = userEvent.setup();
    renderApp(RESET_LINK);
    await choosePassword(user, 'Better-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
  });

  it('step 2 shows a validation messageCode as such, on the password', async () => {
    performAnswers({ status: 400, data: { messageCode: 'password.tooCommon' } });
    const user = userEvent.setup();
    renderApp(RESET_LINK);
    await choosePassword(user, 'Password1');
    expect(await screen.findByText(/among the most common ones/)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('step 2 shows forgotPassword.internalError when the server fails', async () => {
    performAnswers({ status: 500, data: { messageCode: 'internal.error' } });
    const user = userEvent.setup();
    renderApp(RESET_LINK);
    await choosePassword(user, 'Better-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'could not be changed because of an internal error',
    );
  });
});
