import { expect, test } from './test';
import { apiPost } from './api-session';
import { DEMO } from './fixtures';
import { EcheancesSettingsPage } from './pages/echeances-settings-page';
import { ParametersPage } from './pages/parameters-page';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// /parameters/operations, the scheduled-operation settings. The demo's salary, rent
// and monthly saving save themselves; the echeance delay moved here from /parameters.

async function screenshots(settings: EcheancesSettingsPage, language: 'fr' | 'en') {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await settings.page.setViewportSize(viewport);
    await settings.goto();
    await expect(settings.table.getByText('Épargne mensuelle')).toBeVisible();
    await shoot(settings.page, `${device}-${language}-parameters-operations`);
  }
  await settings.page.setViewportSize(VIEWPORTS.desktop);
}

test('scheduled-operation settings: delay, missed dates, plans that save themselves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dialogs = await signInWatchingDialogs(page, DEMO);
  const settings = new EcheancesSettingsPage(page);
  await settings.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opérations programmées');
  const plans = page.getByRole('region', { name: /opérations? prévues? s’enregistr/ });
  await expect(plans.getByText('Épargne mensuelle')).toBeVisible();
  await expect(plans.getByText('Mensuelle').first()).toBeVisible();
  await expect(plans.getByText('-100,00 €')).toBeVisible();
  const before = await settings.delay.inputValue();

  await settings.delay.fill('31');
  await settings.save.click();
  await expect(page.getByText('Saisissez un nombre entier de jours entre 0 et 30.')).toBeVisible();
  await settings.delay.fill('3');
  await settings.policy('Seulement la dernière date manquée').check();
  await settings.save.click();
  await expect(
    page.getByText('Les réglages des opérations programmées sont enregistrés.'),
  ).toBeVisible();
  await page.reload();
  await expect(settings.delay).toHaveValue('3');
  await expect(settings.policy('Seulement la dernière date manquée')).toBeChecked();
  await screenshots(settings, 'fr');

  const parameters = new ParametersPage(page);
  await parameters.goto();
  const preferences = parameters.card('Préférences');
  await expect(preferences.getByRole('combobox', { name: 'Devise' })).toBeVisible();
  await expect(preferences.getByRole('spinbutton')).toHaveCount(0);

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await screenshots(settings, 'en');
  await expect(page.getByRole('radio', { name: 'Only the latest missed date' })).toBeChecked();
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opérations programmées');

  await apiPost(page, '/api/echeance-settings', { echeanceDelay: Number(before), catchUp: 'ALL' });
  expect(dialogs).toEqual([]);
});
