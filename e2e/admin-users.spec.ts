import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './fixtures';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// Issue 15's acceptance on /admin and /admin/users, desktop only: an admin filters users, exports
// CSV, locks a user (who then cannot sign in), changes a profile with an end date.

const today = new Date();
const todayFr = today.toLocaleDateString('fr-FR');

const row = (page: Page, login: string) => page.getByRole('row').filter({ hasText: login });

async function filterToday(page: Page) {
  await page.getByLabel('Inscrit à partir du').fill(todayFr);
  await page.getByLabel('Inscrit à partir du').blur();
  await page.getByLabel('Inscrit jusqu’au').fill(todayFr);
  await page.getByLabel('Inscrit jusqu’au').blur();
  await page.getByLabel('État', { exact: true }).selectOption('ACTIVE');
}

async function exportCsv(page: Page, button: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  return fs.readFileSync((await file.path())!, 'utf8');
}

test.describe('admin: users', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('filters, exports, locks a user who then cannot sign in, gives a discovery profile', async ({
    page,
    browser,
  }) => {
    const person = newPerson('adm');
    await createActiveAccount(page.request, person);
    const dialogs = await signInWatchingDialogs(page, ADMIN);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('img', { name: /inscriptions/ })).toBeVisible();
    await shoot(page, 'desktop-fr-admin-dashboard');

    await page.goto('/admin/users');
    await filterToday(page);
    await expect(row(page, person.login)).toBeVisible();
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await shoot(page, 'desktop-fr-admin-users');

    const all = await exportCsv(page, /^Exporter tout/);
    expect(all).toContain(person.login);
    expect(all).not.toMatch(/argon|password/i);
    await row(page, person.login).getByRole('checkbox').check();
    const selected = await exportCsv(page, /^Exporter la sélection \(1\)/);
    expect(selected.trim().split('\r\n')).toHaveLength(2);

    await page.getByRole('button', { name: `Gérer ${person.login}` }).click();
    const modal = page.getByRole('dialog', { name: `Utilisateur ${person.login}` });
    await shoot(page, 'desktop-fr-admin-user-modal', false);
    await modal.getByRole('button', { name: 'Verrouiller' }).click();
    await expect(modal.getByRole('button', { name: 'Déverrouiller' })).toBeVisible();

    const other = await browser.newPage();
    const login = new LoginPage(other);
    await login.goto();
    await login.signIn(person.login, person.password);
    await expect(login.error).toContainText('Votre compte est verrouillé');
    await other.close();

    await modal.getByLabel('Profil', { exact: true }).selectOption({ label: 'Premium' });
    await modal.getByLabel(/^Fin du profil/).fill('31/12/2030');
    await modal.getByLabel('Commentaire').fill('Découverte offerte au salon');
    await modal.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(page.getByText('Le profil est enregistré.')).toBeVisible();
    await expect(modal.getByText(/Premium découverte/)).toBeVisible();
    await expect(modal).toContainText('jusqu’au 31/12/2030');
    await modal.getByRole('button', { name: /Fermer/ }).click();
    await expect(row(page, person.login)).toContainText('Premium');
    expect(dialogs).toEqual([]);
  });
});
