import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { mockApi, mockRoutes, type MockAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const location = () => screen.getByTestId('location').textContent;

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** What the page sent, but the single sign-on question it asks on opening. */
const sent = (adapter: ReturnType<typeof mockApi>) =>
  adapter.mock.calls
    .map(([config]) => config as InternalAxiosRequestConfig)
    .filter((config) => config.url !== '/api/sso');

const refuse = (messageCode: string): MockAnswer => ({ status: 401, data: { messageCode } });

describe('login page', () => {
  it('flags empty fields with the schema messages and sends nothing', async () => {
    const adapter = mockApi(() => ({ status: 500 }));
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter your username.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(sent(adapter)).toEqual([]);
  });

  it('sends the base64-encoded password and goes back to the remembered target', async () => {
    const adapter = mockApi(() => ({ status: 200, data: makeUser() }));
    renderApp('/login?target=%2Fparameters%2Fbanks');
    await signIn('demo', 'démo 1234');

    expect(await screen.findByRole('heading', { name: 'Banks', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/parameters/banks');
    const config = sent(adapter)[0]!;
    expect(config.url).toBe('/api/authenticate');
    expect(JSON.parse(config.data as string)).toEqual({
      username: 'demo',
      password: btoa(String.fromCharCode(...new TextEncoder().encode('démo 1234'))),
    });
  });

  it("goes to the profile's index page when there is no target", async () => {
    mockApi(() => ({ status: 200, data: makeUser(ProfileName.admin) }));
    renderApp('/login');
    await signIn('admin', 'secret-pass');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(location()).toBe('/admin');
  });

  it.each([
    ['BadCredentialsException', 'Incorrect username or password.'],
    ['DisabledException', 'Your account is not activated yet.'],
    ['LockedException', 'Your account is locked.'],
    ['SomethingUnexpected', 'Signing in failed because of an internal error.'],
  ])('shows %s by its message', async (code, text) => {
    mockApi(() => refuse(code));
    renderApp('/login');
    await signIn('demo', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(location()).toBe('/login');
  });

  it('tells how long a slowed-down sign-in must wait, and that a known browser need not', async () => {
    mockApi(() => ({ status: 429, data: { messageCode: 'too.many.requests', retryAfter: 540 } }));
    renderApp('/login');
    await signIn('demo', 'demo1234');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts.');
    expect(alert).toHaveTextContent('You can try again in 9 minutes');
  });

  it('asks the second factor after the password, and signs in with the code', async () => {
    const adapter = mockRoutes({
      'GET /api/user': { status: 401 },
      'POST /api/authenticate': { status: 200, data: { secondFactor: 'required' } },
      'POST /api/authenticate/second-factor': { status: 200, data: makeUser() },
    });
    renderApp('/login?target=%2Fparameters%2Fbanks');
    await signIn('demo', 'demo1234');
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(location()).toMatch(/^\/login/);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Banks', level: 1 })).toBeInTheDocument();
    const second = adapter.mock.calls
      .map(([config]) => config as InternalAxiosRequestConfig)
      .find((config) => config.url === '/api/authenticate/second-factor');
    expect(JSON.parse(second?.data as string)).toEqual({ code: '123456' });
  });

  it('tells a wrong code, and goes back to the password when the pending sign-in is gone', async () => {
    let missing = false;
    mockRoutes({
      'GET /api/user': { status: 401 },
      'POST /api/authenticate': { status: 200, data: { secondFactor: 'required' } },
      'POST /api/authenticate/second-factor': () =>
        refuse(missing ? 'twoFactor.challenge.missing' : 'twoFactor.code.invalid'),
    });
    renderApp('/login');
    await signIn('demo', 'demo1234');
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not valid.')).toBeVisible();

    missing = true;
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired.');
    expect(screen.getByLabelText('Password')).toBeVisible();
  });

  it('shows INTERNAL_ERROR when the server cannot be reached', async () => {
    mockApi(() => ({ status: 502 }));
    renderApp('/login');
    await signIn('demo', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('internal error');
  });

  it('prefills the username and confirms activation from ?activate=', async () => {
    renderApp('/login?activate=new-user');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('new-user');
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been activated.');
  });

  it('confirms a password update from ?passwordUpdated', async () => {
    renderApp('/login?passwordUpdated');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('warns when the activation link failed (?activationFailed)', async () => {
    renderApp('/login?activationFailed=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer valid');
  });

  it('resends the activation mail to the typed login', async () => {
    const adapter = mockApi(() => ({ status: 200 }));
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent(adapter)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'sleepy');
    await user.click(screen.getByRole('button', { name: 'Send it again' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new activation email has been sent.',
    );
    const config = sent(adapter)[0]!;
    expect(config.url).toBe('/api/signup/resend');
    expect(config.params).toEqual({ login: 'sleepy' });
  });

  it('links to signup and password recovery', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
  });
});
