import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount } from './api-session';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shootBothWidths } from './screens';

// Issue 26 items 3, 6, 7, as a new free person meets them: the welcome shown once with the top
// bar usable after it, the forecasts from the menu and their tabs, a transfer with one account,
// the split wall, the trial's confirmation, dialogs opening on their first field. Screenshots at
// 1280 and 375 px, each after the axe check.

const focusIsAField = (page: Page) =>
  page.evaluate(() => ['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement!.tagName));

test('reach, walls and defaults for a new free person', async ({ page }) => {
  test.setTimeout(180_000);
  const person = newPerson('reach');
  await createActiveAccount(page.request, person);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(person.login, person.password);
  const shell = new AppShell(page);

  // The welcome: a modal over an inert page, closed, then the top bar works and it never returns.
  const greeting = page.getByRole('dialog', { name: /^Bienvenue sur Pécule/ });
  await expect(greeting).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await greeting.getByRole('button', { name: 'C’est parti' }).click();
  await expect(greeting).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await shell.menuLink('Prévisions à trois mois').click();
  await expect(shell.heading).toHaveText('Prévisions à trois mois');
  await shell.menuLink('Accueil').click();
  await expect(page.getByRole('heading', { name: /^Bienvenue,/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Bienvenue,/ })).toBeVisible();
  await expect(greeting).toHaveCount(0);

  // The forecasts: from the menu, and from one to the other by the tabs.
  await shell.menuLink('Prévisions mensuelles').click();
  await expect(shell.heading).toHaveText('Prévisions mensuelles');
  const tabs = page.getByRole('navigation', { name: 'Vues prévisionnelles' });
  await tabs.getByRole('link', { name: 'Prévisions à trois mois' }).click();
  await expect(shell.heading).toHaveText('Prévisions à trois mois');
  await shootBothWidths(page, 'reach-forecast-tabs');

  // A transfer with a single account says so and leads to creating the second.
  const accountId = await apiEuroAccount(page, { bank: 'Banque Reach', account: 'Courant' }, 0);
  await page.goto(`/operations?accountId=${accountId}`);
  await page.getByRole('button', { name: 'Nouveau virement' }).click();
  const transfer = page.getByRole('dialog', { name: 'Nouveau virement' });
  await expect(transfer).toContainText('vous n’avez que « Courant »');
  await shootBothWidths(page, 'reach-transfer-one-account', false);
  await transfer.getByRole('link', { name: 'Créer un compte' }).click();
  const newAccount = page.getByRole('dialog', { name: 'Nouveau compte' });
  await expect(newAccount).toBeVisible();
  await expect.poll(() => focusIsAField(page)).toBe(true);
  await newAccount.getByRole('button', { name: 'Annuler' }).click();

  // The split wall: listed disabled, why, and the way to premium; the dialog opens on a field.
  await page.goto(`/operations?accountId=${accountId}`);
  await page.getByRole('button', { name: 'Nouvelle opération' }).click();
  const operation = page.getByRole('dialog', { name: 'Nouvelle opération' });
  await expect(operation.getByRole('combobox', { name: 'Catégorie' })).toBeVisible();
  await expect.poll(() => focusIsAField(page)).toBe(true);
  await operation.getByRole('combobox', { name: 'Catégorie' }).click();
  const locked = page.getByRole('option', { name: /^Ventilation.*Premium$/ });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expect(operation.getByText('est réservée à Premium')).toBeVisible();
  // The open list is pictured without axe: its popup scrolls without a focusable (the combobox
  // pattern keeps the focus in the field); the wall itself is checked with the list closed.
  await page.screenshot({ path: 'test-results/screenshots/desktop-fr-reach-split-list.png' });
  await page.keyboard.press('Escape');
  await expect(locked).toBeHidden();
  await shootBothWidths(page, 'reach-split-wall', false);
  await operation.getByRole('link', { name: 'Découvrir Premium' }).click();
  await expect(shell.heading).toHaveText('Passer premium');

  // The trial asks before it starts.
  await page.getByRole('button', { name: 'Commencer l’essai découverte' }).click();
  const question = page.getByRole('dialog', { name: 'Commencer l’essai découverte ?' });
  await expect(question).toContainText('une fois');
  await shootBothWidths(page, 'reach-trial-confirmation', false);
  await question.getByRole('button', { name: 'Commencer l’essai' }).click();
  await expect(question).toBeHidden();
});
