import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { DEMO } from './fixtures';
import { BudgetsPage } from './pages/budgets-page';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// /parameters/budgets: create budgets, make one the favourite, delete with
// confirmation (one, then a selection), the rules of the modal, and the BUDGET access warning.

const run = Date.now().toString(36);
const HOLIDAYS = `Vacances ${run}`;
const WORKS = `Travaux ${run}`;
const HOUSEHOLD = 'Budget du foyer';

const favoriteButton = (budgets: BudgetsPage, name: string) =>
  budgets.page.getByRole('button', { name: `Faire de ${name} le budget favori` });

async function modalRules(budgets: BudgetsPage) {
  await budgets.add.click();
  const dialog = budgets.dialog('Nouveau budget');
  await dialog.getByRole('textbox', { name: /^Date de début/ }).fill('');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Donnez un nom au budget.')).toBeVisible();
  await expect(dialog.getByText('Donnez une date de début valide au budget.')).toBeVisible();
  await expect(dialog.getByText('Choisissez au moins un compte.')).toBeVisible();
  await shoot(budgets.page, 'desktop-fr-budget-modal-errors', false);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
}

async function createAndFavourite(budgets: BudgetsPage) {
  const dialog = await budgets.create(HOLIDAYS, '01/07/2026', [/Compte courant/, /Livret A/]);
  await expect(dialog).toBeHidden();
  await expect(budgets.page.getByText(`Le budget « ${HOLIDAYS} » a été enregistré.`)).toBeVisible();
  await expect(budgets.row(HOLIDAYS)).toContainText('01/07/2026');
  await expect(budgets.row(HOLIDAYS)).toContainText('Compte courant, Livret A');
  await favoriteButton(budgets, HOLIDAYS).click();
  await expect(budgets.row(HOLIDAYS)).toContainText('Favori');
  await expect(favoriteButton(budgets, HOUSEHOLD)).toBeVisible();
  // The favourite comes first.
  await expect(budgets.table.getByRole('row').nth(1)).toContainText(HOLIDAYS);
  await budgets.create(WORKS, '15/03/2026', [/Compte Boursorama/]);
  await expect(budgets.row(WORKS)).toBeVisible();
}

async function screenshots(budgets: BudgetsPage) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await budgets.page.setViewportSize(viewport);
    await budgets.goto();
    await expect(budgets.row(WORKS)).toBeVisible();
    await shoot(budgets.page, `${device}-fr-budgets`);
    await budgets.page.getByRole('button', { name: `Modifier le budget ${WORKS}` }).click();
    await expect(budgets.dialog('Modifier le budget')).toBeVisible();
    await shoot(budgets.page, `${device}-fr-budget-modal`, false);
    await budgets.dialog('Modifier le budget').getByRole('button', { name: 'Annuler' }).click();
  }
  await budgets.page.setViewportSize(VIEWPORTS.desktop);
}

async function inEnglish(budgets: BudgetsPage) {
  const { page } = budgets;
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Budgets');
  await expect(page.getByRole('button', { name: 'Add a budget' })).toBeVisible();
  await shoot(page, 'desktop-en-budgets');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ajouter un budget' })).toBeVisible();
}

async function deleteBoth(budgets: BudgetsPage) {
  await budgets.page.getByRole('button', { name: `Supprimer le budget ${WORKS}` }).click();
  let dialog = budgets.dialog('Supprimer des budgets');
  await expect(dialog).toContainText(`Supprimer le budget « ${WORKS} » ?`);
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(budgets.row(WORKS)).toHaveCount(0);

  await budgets.page.getByRole('checkbox', { name: `Sélectionner le budget ${HOLIDAYS}` }).check();
  await budgets.page.getByRole('button', { name: 'Supprimer la sélection' }).click();
  dialog = budgets.dialog('Supprimer des budgets');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(budgets.row(HOLIDAYS)).toHaveCount(0);
  // Give the demo its favourite back.
  await favoriteButton(budgets, HOUSEHOLD).click();
  await expect(budgets.row(HOUSEHOLD)).toContainText('Favori');
}

/** A USER profile saves budgets but may not delete them nor choose the favourite (001 §6). */
async function withoutBudgetFunctionality(page: Page) {
  await page.getByRole('button', { name: /Se déconnecter|Sign out/ }).click();
  const person = newPerson('budget');
  await createActiveAccount(page.request, person);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(person.login, person.password);
  await expect(page).not.toHaveURL(/login/);
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  await apiPost(page, '/api/account/0', {
    name: 'Courant',
    bank: { bankId: bank.bankId },
    currency: { currencyId: 1 },
  });
  const budgets = new BudgetsPage(page);
  await budgets.goto();
  await expect(budgets.page.getByText('Vous n’avez encore aucun budget.')).toBeVisible();
  await budgets.create('Maison', '01/01/2026', [/Courant/]);
  await expect(budgets.row('Maison')).toBeVisible();
  for (const action of ['Faire de Maison le budget favori', 'Supprimer le budget Maison']) {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: 'Pas dans votre version' });
    await expect(dialog).toContainText('ne donne pas accès à cette fonctionnalité');
    if (action.startsWith('Faire')) await shoot(page, 'desktop-fr-budgets-access-warning', false);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(budgets.row('Maison')).toBeVisible();
}

test('budgets: create, favourite, delete, modal rules, access warning, screenshots', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dialogs = await signInWatchingDialogs(page, DEMO);
  const budgets = new BudgetsPage(page);
  await budgets.goto();
  await expect(budgets.row(HOUSEHOLD)).toContainText('Favori');
  await modalRules(budgets);
  await createAndFavourite(budgets);
  await screenshots(budgets);
  await inEnglish(budgets);
  await deleteBoth(budgets);
  await withoutBudgetFunctionality(page);
  expect(dialogs).toEqual([]);
});
