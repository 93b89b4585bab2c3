import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, mockRoutes, type MockAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const TERMS = { idCgu: 3, name: 'CGU 1', content: 'First line.\nSecond line.', date: '2026-03-01' };
const TERMS_REGION = { name: 'Terms of use, Version of March 1, 2026' };

function mockSignupApi(signup: MockAnswer = { status: 201, data: { value: true } }) {
  return mockRoutes({
    'GET /api/phoneCodes': {
      status: 200,
      data: [
        { countryCode: 'BE', phoneCode: '32' },
        { countryCode: 'FR', phoneCode: '33' },
      ],
    },
    'GET /api/cgu/current': { status: 200, data: TERMS },
    'GET /api/signup/check': (config) => ({
      status: 200,
      data: { value: (config.params as { login: string }).login !== 'taken-login' },
    }),
    'POST /api/signup': signup,
  });
}

const next = async (user: UserEvent) =>
  user.click(await screen.findByRole('button', { name: 'Next' }));
const selectedTab = () => screen.getByRole('tab', { selected: true });

async function fillLogin(user: UserEvent, login = 'new-person', confirmation = 'Budget-2026') {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), login);
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'new@example.org');
  await user.type(screen.getByLabelText('Password'), 'Budget-2026');
  await user.type(screen.getByLabelText('Confirm the password'), confirmation);
}

async function fillPerso(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Ms' }));
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '75011');
  await user.type(screen.getByRole('textbox', { name: 'Age' }), '34');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), 'BE');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0612 34 56');
  await user.click(screen.getByRole('checkbox', { name: 'Save money' }));
}

/** Goes through OPTION, LOGIN and PERSO with valid values, up to COMM. */
async function reachComm(user: UserEvent) {
  await next(user);
  await fillLogin(user);
  await next(user);
  await screen.findByRole('radio', { name: 'Ms' });
  await fillPerso(user);
  await next(user);
  await screen.findByRole('region', TERMS_REGION);
}

describe('signup', () => {
  it('asks a payment mode for PREMIUM before leaving OPTION', async () => {
    mockSignupApi();
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByRole('radio', { name: /^Premium/ }));
    await next(user);

    expect(await screen.findByText(/Choose monthly or annual payment/)).toBeVisible();
    expect(selectedTab()).toHaveTextContent('Version');
    await user.click(screen.getByRole('radio', { name: 'Annual payment' }));
    await next(user);
    expect(selectedTab()).toHaveTextContent('Sign-in');
  });

  it('checks LOGIN with the contract rules, the confirmation and the availability', async () => {
    mockSignupApi();
    const user = userEvent.setup();
    renderApp('/signup');
    await next(user);
    await next(user);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      /at least 6 characters/,
    );

    await fillLogin(user, 'taken-login', 'Other-2026');
    await next(user);
    expect(screen.getByLabelText('Confirm the password')).toHaveAccessibleDescription(
      'The two passwords are different.',
    );

    await user.clear(screen.getByLabelText('Confirm the password'));
    await user.type(screen.getByLabelText('Confirm the password'), 'Budget-2026');
    await next(user);
    const login = screen.getByRole('textbox', { name: 'Username' });
    expect(login).toHaveAccessibleDescription(/This username is already taken/);
    expect(selectedTab()).toHaveTextContent('Sign-in');

    await user.clear(login);
    await user.type(login, 'free-login');
    expect(await screen.findByText('This username is available.')).toBeVisible();
    await next(user);
    expect(selectedTab()).toHaveTextContent('About you');
  });

  it('keeps PERSO to digits, at most 3 reasons, and requires the title', async () => {
    mockSignupApi();
    const user = userEvent.setup();
    renderApp('/signup');
    await next(user);
    await fillLogin(user);
    await next(user);

    const zip = await screen.findByRole('textbox', { name: 'Postcode' });
    await user.type(zip, 'ab7501199');
    expect(zip).toHaveValue('75011');
    const reasons = within(screen.getByRole('group', { name: /Why do you want/ }));
    for (const name of ['Save money', 'Manage my budget', 'Other']) {
      await user.click(reasons.getByRole('checkbox', { name }));
    }
    expect(reasons.getByRole('checkbox', { name: 'Manage my assets' })).toBeDisabled();
    expect(reasons.getByRole('checkbox', { name: 'Other' })).toBeEnabled();

    await next(user);
    expect(screen.getByText('Choose your title.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveAccessibleDescription(
      'Enter your age in digits.',
    );
  });

  it('requires the terms, sends the whole request and shows CONFIRM', async () => {
    const adapter = mockSignupApi();
    const user = userEvent.setup();
    renderApp('/signup');
    await reachComm(user);
    const terms = screen.getByRole('region', TERMS_REGION);
    expect(terms).toHaveTextContent('Second line.');
    // Headed with their real title and date, never with their internal name.
    expect(within(terms).getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    expect(terms).toHaveTextContent('Version of March 1, 2026');
    expect(terms).not.toHaveTextContent(TERMS.name);

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByText(/You need to accept the terms of use/)).toBeVisible();
    expect(callsTo(adapter, 'POST /api/signup')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByText('Your account has been created')).toBeVisible();
    expect(selectedTab()).toHaveTextContent('Confirmation');
    expect(screen.getByRole('tab', { name: /Version/ })).toHaveAttribute('aria-disabled', 'true');
    expect(bodyOf(callsTo(adapter, 'POST /api/signup')[0])).toEqual({
      version: 'FREE',
      versionOption: null,
      login: 'new-person',
      password: 'Budget-2026',
      email: 'new@example.org',
      title: 'MRS',
      zip: '75011',
      age: '34',
      phone: '0612 34 56',
      phoneCode: '32',
      reasons: ['SAVE_MONEY'],
      serviceInfo: '',
      newsletter: true,
      partners: false,
      cgu: true,
      cguTerm: 3,
      language: 'en',
      url: window.location.origin,
    });
  });

  it.each([
    ['UserAlreadyExistException', 409, 'Username', /already taken or invalid/],
    ['invalid.login', 400, 'Username', /already taken or invalid/],
    ['invalid.password', 400, 'Password', /too common or does not follow/],
  ])('returns to LOGIN on %s', async (messageCode, status, field, message) => {
    mockSignupApi({ status, data: { messageCode } });
    const user = userEvent.setup();
    renderApp('/signup');
    await reachComm(user);
    await user.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await screen.findByRole('tab', { name: /Sign-in/, selected: true });
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
  });

  it('shows modal.genericError for other failures and stays on COMM', async () => {
    mockSignupApi({ status: 500, data: { messageCode: 'internal.error' } });
    const user = userEvent.setup();
    renderApp('/signup');
    await reachComm(user);
    await user.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(selectedTab()).toHaveTextContent('Terms');
  });

  it('moves back through the tabs with the keyboard', async () => {
    mockSignupApi();
    const user = userEvent.setup();
    renderApp('/signup');
    await next(user);
    await fillLogin(user);
    await next(user);
    await screen.findByRole('radio', { name: 'Ms' });

    selectedTab().focus();
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Sign-in');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('new-person');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('Version');
    expect(screen.getByText('Step 1 of 5: Version')).toBeVisible();
  });
});
