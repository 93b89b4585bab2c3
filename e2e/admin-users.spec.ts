import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { ADMIN } from './fixtures';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// Acceptance on /admin and /admin/users, desktop only: an admin filters users, exports
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

/** A new active person, and the admin signed in on /admin; dialogs recorded from then on. */
async function adminAndPerson(page: Page) {
  const person = newPerson('adm');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  return { person, dialogs };
}

/** The person's row on /admin/users, among today's active sign-ups. */
async function findOnUsersPage(page: Page, login: string) {
  await page.goto('/admin/users');
  await filterToday(page);
  await expect(row(page, login)).toBeVisible();
}

async function openUser(page: Page, login: string) {
  await findOnUsersPage(page, login);
  await page.getByRole('button', { name: `Gérer ${login}` }).click();
  return page.getByRole('dialog', { name: `Utilisateur ${login}` });
}

// One flow split in three tests, each with its own person. Each signs in (a password hash) and
// the first two run axe over a whole admin screen (about 3 s on a quiet machine, three times
// that on a loaded one): three times the default limit, so that a busy CI machine passes them.
test.describe('admin: users', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.describe.configure({ timeout: 90_000 });

  test('shows the dashboard, filters users and exports them as CSV', async ({ page }) => {
    const { person, dialogs } = await adminAndPerson(page);
    await expect(page.getByRole('img', { name: /inscriptions/ })).toBeVisible();
    await shoot(page, 'desktop-fr-admin-dashboard');

    await findOnUsersPage(page, person.login);
    await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible();
    await shoot(page, 'desktop-fr-admin-users');

    const all = await exportCsv(page, /^Exporter tout/);
    expect(all).toContain(person.login);
    expect(all).not.toMatch(/argon|password/i);
    await row(page, person.login).getByRole('checkbox').check();
    const selected = await exportCsv(page, /^Exporter la sélection \(1\)/);
    expect(selected.trim().split('\r\n')).toHaveLength(2);
    expect(dialogs).toEqual([]);
  });

  test('locks a user, who then cannot sign in', async ({ page, browser }) => {
    const { person, dialogs } = await adminAndPerson(page);
    const modal = await openUser(page, person.login);
    await shoot(page, 'desktop-fr-admin-user-modal', false);
    await modal.getByRole('button', { name: 'Verrouiller' }).click();
    await expect(modal.getByRole('button', { name: 'Déverrouiller' })).toBeVisible();

    const other = await browser.newPage();
    const login = new LoginPage(other);
    await login.goto();
    await login.signIn(person.login, person.password);
    await expect(login.error).toContainText('Votre compte est verrouillé');
    await other.close();
    expect(dialogs).toEqual([]);
  });

  test('gives a discovery profile with an end date and a comment', async ({ page }) => {
    const { person, dialogs } = await adminAndPerson(page);
    const modal = await openUser(page, person.login);
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
