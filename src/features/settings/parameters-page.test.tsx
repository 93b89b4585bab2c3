import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
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
        { currencyId: 2, name: 'US dollar', symb: '$', abrv: 'USD' },
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
    const delay = preferences.getByRole('spinbutton', { name: /planned operation/ });
    await user.clear(delay);
    await user.type(delay, '31');
    await user.click(preferences.getByRole('button', { name: 'Save my preferences' }));
    expect(delay).toHaveAccessibleDescription(/whole number of days from 0 to 30/);

    await user.clear(delay);
    await user.type(delay, '12');
    await user.click(preferences.getByRole('button', { name: 'Save my preferences' }));
    expect(await screen.findByText('Vos préférences sont enregistrées.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    expect(bodyOf(callsTo(adapter, 'POST /api/preferences')[0])).toEqual({
      currency: 2,
      mainAccount: null,
      language: 'fr',
      echeanceDelay: 12,
      simpleMode: false,
      sortByDate: true,
    });
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
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
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
    expect(await screen.findByText('Your phone number is saved.')).toBeInTheDocument();
    expect(bodyOf(callsTo(adapter, 'POST /api/updatePhone')[0])).toEqual({
      phone: '06 12 34 56 78',
      phoneCode: '33',
    });
  });
});
