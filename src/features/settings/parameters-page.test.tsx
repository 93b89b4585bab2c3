import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsTo } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { card, mockParametersApi, PREFERENCES } from './parameters-test-api';

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
});
