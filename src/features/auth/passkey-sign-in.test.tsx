import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPasskeys } from '../../lib/webauthn';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

/** The browser as each test has it: with WebAuthn or not, and what its prompt answers. */
const browser = {
  supported: true,
  answer: (): Promise<unknown> => Promise.resolve({ id: 'aWQ' }),
};

const OPTIONS = { status: 200, data: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } };

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('passkeys on the login page', () => {
  beforeEach(() => {
    vi.spyOn(browserPasskeys, 'supported').mockImplementation(() => browser.supported);
    vi.spyOn(browserPasskeys, 'assert').mockImplementation(() => browser.answer() as never);
  });
  afterEach(() => {
    browser.supported = true;
    browser.answer = () => Promise.resolve({ id: 'aWQ' });
    vi.restoreAllMocks();
  });

  it('offers no passkey where the browser has no WebAuthn', async () => {
    browser.supported = false;
    mockRoutes({ 'GET /api/user': { status: 401 } });
    renderApp('/login');
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with a passkey alone and goes to the remembered target', async () => {
    const adapter = mockRoutes({
      'GET /api/user': { status: 401 },
      'POST /api/authenticate/passkey/options': OPTIONS,
      'POST /api/authenticate/passkey': { status: 200, data: makeUser() },
    });
    renderApp('/login?target=%2Fparameters%2Fbanks');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Banks', level: 1 })).toBeInTheDocument();
    const [answer] = callsTo(adapter, 'POST /api/authenticate/passkey');
    expect(JSON.parse(String(answer?.data))).toEqual({ response: { id: 'aWQ' } });
  });

  it('tells a refused passkey and a cancelled prompt', async () => {
    mockRoutes({
      'GET /api/user': { status: 401 },
      'POST /api/authenticate/passkey/options': OPTIONS,
      'POST /api/authenticate/passkey': { status: 401, data: { messageCode: 'passkeys.invalid' } },
    });
    renderApp('/login');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await userEvent.click(button);
    expect(await screen.findByText('This passkey was not recognised.')).toBeVisible();
    browser.answer = () => Promise.reject(new DOMException('No.', 'NotAllowedError'));
    await userEvent.click(button);
    expect(await screen.findByText('The operation was cancelled or not allowed.')).toBeVisible();
  });

  it('offers a passkey for the second step only to a person who has one', async () => {
    browser.answer = () => Promise.resolve({ id: 'aWQ' });
    let passkey = false;
    mockRoutes({
      'GET /api/user': { status: 401 },
      'POST /api/authenticate': () => ({
        status: 200,
        data: passkey ? { secondFactor: 'required', passkey: true } : { secondFactor: 'required' },
      }),
      'POST /api/authenticate/second-factor/passkey/options': OPTIONS,
      'POST /api/authenticate/second-factor/passkey': { status: 200, data: makeUser() },
    });
    renderApp('/login?target=%2Fparameters%2Fbanks');
    await signInWithPassword();
    await screen.findByRole('textbox', { name: 'Verification code' });
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));

    passkey = true;
    await signInWithPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('heading', { name: 'Banks', level: 1 })).toBeInTheDocument();
  });
});
