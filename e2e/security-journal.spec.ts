import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { ADMIN } from './fixtures';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson, type Person } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// The administrators' security journal: an admin locks a person (ending their session) and reads
// it in the journal, filtered by user, type and day; a failed sign-in shows there too.

const todayFr = new Date().toLocaleDateString('fr-FR');

/** Signs the person in from a browser of their own; `password` wrong makes a failed sign-in. */
async function signInElsewhere(browser: Browser, person: Person, password: string) {
  const context = await browser.newContext();
  const login = new LoginPage(await context.newPage());
  await login.goto();
  await login.signIn(person.login, password);
  if (password === person.password) await expect(login.page).not.toHaveURL(/login/);
  else await expect(login.error).toBeVisible();
  await context.close();
}

async function idOf(page: Page, login: string): Promise<number> {
  const res = await page.request.get('/api/users?size=100&orderBy=creationDate,desc');
  const users = ((await res.json()) as { content: { idUser: number; login: string }[] }).content;
  return users.find((user) => user.login === login)!.idUser;
}

async function filterJournal(page: Page, filter: { user: string; type?: string }) {
  await page.getByRole('textbox', { name: /^Utilisateur/ }).fill(filter.user);
  await page
    .getByLabel('Événement', { exact: true })
    .selectOption({ label: filter.type ?? 'Tous' });
  await page.getByLabel('Du', { exact: true }).fill(todayFr);
  await page.getByLabel('Au', { exact: true }).fill(todayFr);
  await page.getByLabel('Au', { exact: true }).blur();
  await page.getByRole('button', { name: 'Filtrer' }).click();
}

const journalRows = (page: Page) => page.getByRole('table').getByRole('row');

test.describe('admin: security journal', () => {
  test('an admin reads a lock and the session it ended, filtered, on both screen sizes', async ({
    page,
    browser,
  }) => {
    const person = newPerson('jrn');
    await createActiveAccount(page.request, person);
    await signInElsewhere(browser, person, person.password);
    await page.setViewportSize(VIEWPORTS.desktop);
    const dialogs = await signInWatchingDialogs(page, ADMIN);
    await apiPost(page, `/api/users/${await idOf(page, person.login)}/toggleLock`, {});

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Journal de sécurité' }).click();
    await expect(
      page.getByRole('heading', { name: 'Journal de sécurité', level: 1 }),
    ).toBeVisible();
    await filterJournal(page, { user: person.login, type: 'Sessions fermées' });
    const ended = journalRows(page).filter({ hasText: 'Sessions fermées' });
    await expect(ended).toHaveCount(1);
    await expect(ended).toContainText(person.login);
    await expect(ended).toContainText('cause : verrouillage');
    await expect(ended).toContainText(new RegExp(`${todayFr} \\d{2}:\\d{2}`));
    await shoot(page, 'desktop-fr-security-journal');

    await filterJournal(page, { user: ADMIN.login, type: 'Action d’administrateur' });
    const lock = journalRows(page).filter({ hasText: `utilisateur visé : ${person.login}` });
    await expect(lock).toContainText('action : verrouillage');
    await expect(lock).toContainText('Réussi');

    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(lock).toContainText(new RegExp(`${todayFr.slice(0, 6)}${todayFr.slice(8)} `));
    await shoot(page, 'mobile-fr-security-journal');
    expect(dialogs).toEqual([]);
  });

  test('the journal shows a failed sign-in', async ({ page, browser }) => {
    // Sign-in events are recorded by the sign-in throttling rework, merged separately.
    const person = newPerson('jrnfail');
    await createActiveAccount(page.request, person);
    await signInElsewhere(browser, person, 'Wrong-password-1');
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInWatchingDialogs(page, ADMIN);
    await page.goto('/admin/security-journal');
    await filterJournal(page, { user: person.login, type: 'Connexion échouée' });
    const failed = journalRows(page).filter({ hasText: 'Connexion échouée' });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText('Échoué');
  });
});
