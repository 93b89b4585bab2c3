import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreferencesDto } from '../../../contract/settings';
import {
  bodyOf,
  callsTo,
  mockRoutes,
  type MockAnswer,
  type RouteAnswer,
} from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const PREFERENCES: PreferencesDto = {
  currency: 1,
  mainAccount: null,
  language: 'en',
  echeanceDelay: 5,
  simpleMode: false,
  sortByDate: true,
  modeAutoImport: null,
  sortedCategoryIds: null,
};

function mockParametersApi(extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({
    'GET /api/user': { status: 200, data: makeUser() },
    'GET /api/userDetails': {
      status: 200,
      data: { usageName: 'Camille', zipcode: '', newsletter: false, partners: true },
    },
    'GET /api/preferences': { status: 200, data: PREFERENCES },
    'GET /api/currencies': {
      status: 200,
      data: [
        { currencyId: 1, name: 'Euro', symb: '€', abrv: 'EUR' },
        { currencyId: 2, name: 'US Dollar', symb: '$', abrv: 'USD' },
        { currencyId: 3, name: 'Pécule token', symb: 'PT', abrv: 'ZZP' },
      ],
    },
    'GET /api/account': { status: 200, data: [] },
    'GET /api/phoneCodes': { status: 200, data: [{ countryCode: 'FR', phoneCode: '33' }] },
    ...extra,
  });
}

const card = (name: string) =>
  screen
    .findByRole('heading', { name, level: 2 })
    .then((heading) => within(heading.closest('section')!));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('parameters page', () => {
  it('saves the preferences and switches the interface to the chosen language', async () => {
    const adapter = mockParametersApi({
      'POST /api/preferences': (config) => ({
        status: 200,
        data: { ...PREFERENCES, ...(bodyOf(config) as object) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const preferences = await card('Preferences');
    expect(await preferences.findByText(/You have no account yet/)).toBeVisible();

    await user.selectOptions(preferences.getByRole('combobox', { name: 'Currency' }), '2');
    await user.selectOptions(preferences.getByRole('combobox', { name: 'Language' }), 'fr');
    // The echeance delay is edited on /parameters/operations; its value goes back unchanged.
    expect(preferences.queryByRole('spinbutton')).toBeNull();
    await user.click(preferences.getByRole('button', { name: 'Save my preferences' }));
    expect(await screen.findByText('Vos préférences sont enregistrées.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/preferences')[0])).toEqual({
      currency: 2,
      mainAccount: null,
      language: 'fr',
      echeanceDelay: 5,
      simpleMode: false,
      sortByDate: true,
    });
  });

  it('saves the language chosen in the top bar on the account; the preferences follow', async () => {
    const adapter = mockParametersApi({
      'POST /api/preferences': (config) => ({
        status: 200,
        data: { ...PREFERENCES, ...(bodyOf(config) as object) },
      }),
    });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const preferences = await card('Preferences');
    const language = await preferences.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');

    await user.click(screen.getByRole('button', { name: 'FR' }));

    expect(await screen.findByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await waitFor(() => expect(language).toHaveValue('fr'));
    expect(bodyOf(callsTo(adapter, 'POST /api/preferences')[0])).toEqual({
      currency: 1,
      mainAccount: null,
      language: 'fr',
      echeanceDelay: 5,
      simpleMode: false,
      sortByDate: true,
    });
  });

  it('switches back and says so when the top-bar language cannot be saved', async () => {
    mockParametersApi({ 'POST /api/preferences': { status: 500 } });
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    await card('Preferences');
    await user.click(screen.getByRole('button', { name: 'FR' }));

    expect(
      await screen.findByText('An internal error occurred. Please try again later.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names the currencies in the interface language, else as the server does', async () => {
    mockParametersApi();
    const user = userEvent.setup();
    renderApp('/parameters', makeUser());
    const preferences = await card('Preferences');
    const currency = await preferences.findByRole('combobox', { name: 'Currency' });
    const labels = () =>
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(labels()).toEqual(['EUR — Euro (€)', 'USD — US Dollar ($)', 'ZZP — Pécule token (PT)']);

    mockParametersApi({
      'POST /api/preferences': { status: 200, data: { ...PREFERENCES, language: 'fr' } },
    });
    await user.click(screen.getByRole('button', { name: 'FR' }));
    await screen.findByRole('heading', { name: 'Paramètres', level: 1 });
    expect(labels()).toEqual([
      'EUR — euro (€)',
      'USD — dollar des États-Unis ($)',
      'ZZP — Pécule token (PT)',
    ]);
  });

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
