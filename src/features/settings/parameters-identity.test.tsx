import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, type MockAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { card, mockParametersApi } from './parameters-test-api';

describe('parameters page: login, address, details and phone', () => {
  it('asks the current password only once the login changes, and marks a taken login', async () => {
    const adapter = mockParametersApi({
      'POST /api/updateLogin': { status: 409, data: { messageCode: 'UserAlreadyExistException' } },
    });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const signIn = await card('Sign-in');
    const save = signIn.getByRole('button', { name: 'Change my username' });
    expect(save).toBeDisabled();
    expect(signIn.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.type(signIn.getByRole('textbox', { name: 'Username' }), '-new');
    await user.type(signIn.getByLabelText('Current password'), 'secret-1');
    await user.click(save);

    expect(signIn.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'This username is already taken.',
    );
    expect(bodyOf(callsTo(adapter, 'POST /api/updateLogin')[0])).toEqual({
      login: 'user-login-new',
      password: 'secret-1',
    });
  });

  it('marks a wrong password on an email change and tells other failures as internal.error', async () => {
    let answer: MockAnswer = { status: 400, data: { messageCode: 'InvalidPasswordException' } };
    mockParametersApi({ 'POST /api/updateEmail': () => answer });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const signIn = await card('Sign-in');
    const email = signIn.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'new@example.org');
    await user.type(signIn.getByLabelText('Current password'), 'wrong-1');
    await user.click(signIn.getByRole('button', { name: 'Change my email' }));
    expect(await signIn.findByText('The password is incorrect.')).toBeVisible();

    answer = { status: 500, data: { messageCode: 'boom' } };
    await user.click(signIn.getByRole('button', { name: 'Change my email' }));
    expect(await signIn.findByRole('alert')).toHaveTextContent('An internal error occurred.');
  });

  it('saves the details after checking the name and the zipcode', async () => {
    const adapter = mockParametersApi({ 'POST /api/userDetails': { status: 200 } });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const details = await card('Your details');
    const name = await details.findByRole('textbox', { name: 'Name shown in Pécule' });
    await user.clear(name);
    await user.type(details.getByRole('textbox', { name: 'Postcode' }), '750');
    await user.click(details.getByRole('button', { name: 'Save my details' }));
    expect(name).toHaveAccessibleDescription('Enter the name to show.');
    expect(details.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'The postcode has exactly 5 digits.',
    );

    await user.type(name, 'Cam');
    await user.type(details.getByRole('textbox', { name: 'Postcode' }), '11');
    await user.click(details.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(details.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(adapter, 'POST /api/userDetails')[0])).toEqual({
      usageName: 'Cam',
      zipcode: '75011',
      newsletter: true,
      partners: true,
    });
  });

  it('saves the phone with the code of the chosen country', async () => {
    const adapter = mockParametersApi({ 'POST /api/updatePhone': { status: 200 } });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const phone = await card('Phone');
    expect(await phone.findByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(
      'France (+33)',
    );
    await user.type(phone.getByRole('textbox', { name: 'Phone number' }), '06 12 34 56 78');
    await user.click(phone.getByRole('button', { name: 'Save my phone' }));
    expect(await screen.findByText('Your phone number has been saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(adapter, 'POST /api/updatePhone')[0])).toEqual({
      phone: '06 12 34 56 78',
      phoneCode: '33',
    });
  });

  it('tells that a confirmation link went to the new address and keeps the current one', async () => {
    const adapter = mockParametersApi({
      'POST /api/updateEmail': { status: 200, data: { value: true } },
    });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const signIn = await card('Sign-in');
    const email = signIn.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'new@example.org');
    await user.type(signIn.getByLabelText('Current password'), 'secret-1');
    await user.click(signIn.getByRole('button', { name: 'Change my email' }));

    expect(await signIn.findByRole('status')).toHaveTextContent(
      'A confirmation link was sent to new@example.org. Your address stays someone@example.org until you open that link',
    );
    expect(email).toHaveValue('someone@example.org');
    expect(signIn.getByRole('button', { name: 'Change my email' })).toBeDisabled();
    expect(bodyOf(callsTo(adapter, 'POST /api/updateEmail')[0])).toEqual({
      email: 'new@example.org',
      password: 'secret-1',
    });
  });

  it("words another account's address as such", async () => {
    mockParametersApi({
      'POST /api/updateEmail': { status: 409, data: { messageCode: 'UserAlreadyExistException' } },
    });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const signIn = await card('Sign-in');
    const email = signIn.getByRole('textbox', { name: 'Email address' });
    await user.clear(email);
    await user.type(email, 'taken@example.org');
    await user.type(signIn.getByLabelText('Current password'), 'secret-1');
    await user.click(signIn.getByRole('button', { name: 'Change my email' }));
    await vi.waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'This email address is already used by another account.',
      ),
    );
  });

  it('confirms the code of the mailed link once, hides it, and shows the new address', async () => {
    let current = makeUser();
    const adapter = mockParametersApi({
      'GET /api/user': () => ({ status: 200, data: current }),
      'POST /api/updateEmail/confirm': () => {
        current = { ...current, email: 'new@example.org' };
        return { status: 200, data: { value: true } };
      },
    });
    renderApp('/parameters?confirmEmail=the-code', makeUser());
    expect(await screen.findByText('Your email address has been changed.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/parameters$/);
    const signIn = await card('Sign-in');
    await vi.waitFor(() =>
      expect(signIn.getByRole('textbox', { name: 'Email address' })).toHaveValue('new@example.org'),
    );
    const calls = callsTo(adapter, 'POST /api/updateEmail/confirm');
    expect(calls.map(bodyOf)).toEqual([{ code: 'the-code' }]);
  });

  it('tells when the mailed link is invalid, used or expired', async () => {
    mockParametersApi({
      'POST /api/updateEmail/confirm': {
        status: 400,
        data: { messageCode: 'param.email.invalidCode' },
      },
    });
    renderApp('/parameters?confirmEmail=old-code', makeUser());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, already used or expired.',
    );
  });
});
