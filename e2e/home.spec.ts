import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { HomePage } from './pages/home-page';
import { createActiveAccount, newPerson } from './people';
import { signInWatchingDialogs } from './signed-in';
import { shootBothWidths } from './screens';

// The home dashboard (spec 000 §2) for a newcomer and for someone with books.

const run = Date.now().toString(36);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const today = new Date();
const lastMonthDay = (day: number) =>
  iso(new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, day)));

/** A modal is shot as the screen shows it: its backdrop covers the viewport, not the page. */
const shootBoth = (page: Page, name: string, fullPage = true) =>
  shootBothWidths(page, `home-${name}`, fullPage);

/** A bank, two accounts (the current one made main), expenses last month and a budget (a
 * free account has no favourite budget: the home takes the first). */
async function seedBooks(page: Page) {
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const account = async (name: string, type: string, initialBalance: number) =>
    (
      (await apiPost(page, '/api/account/0', {
        name,
        type,
        bank: { bankId: bank.bankId },
        currency: { currencyId: 1 },
        initialBalance,
      })) as { accountId: number }
    ).accountId;
  const current = await account('Compte courant', 'CU', 250000);
  await account('Livret A', 'LIVRET_A', 1200000);
  const preferences = (await (await page.request.get('/api/preferences')).json()) as Record<
    string,
    unknown
  >;
  const { currency, language, echeanceDelay, simpleMode, sortByDate } = preferences;
  await apiPost(page, '/api/preferences', {
    currency,
    language,
    echeanceDelay,
    simpleMode,
    sortByDate,
    mainAccount: current,
  });
  const trees = (await (await page.request.get('/api/category')).json()) as {
    debit: { categoryId: number }[];
  };
  const expenses = [45000, 12050, 3999];
  for (const [index, amount] of expenses.entries()) {
    await apiPost(page, '/api/operation/SIMPLE/0', {
      account: { accountId: current },
      date: lastMonthDay(index + 3),
      valueDate: lastMonthDay(index + 3),
      amount,
      debitCredit: -1,
      memo: `Dépense ${index}`,
      category: { categoryId: trees.debit[index]!.categoryId },
    });
  }
  await apiPost(page, '/api/budgets/0', {
    name: `Budget ${run}`,
    startDate: lastMonthDay(1),
    accounts: [{ accountId: current }],
  });
}

test('a newcomer is greeted, then finds the welcome tile and the first steps', async ({ page }) => {
  const person = newPerson('home');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const home = new HomePage(page);
  await expect(home.greeting).toBeVisible();
  await expect(home.greeting.getByRole('link', { name: 'Ajoutez votre banque' })).toBeVisible();
  await shootBoth(page, 'greeting', false);
  await home.greeting.getByRole('button', { name: 'C’est parti' }).click();
  await expect(home.greeting).toBeHidden();
  await expect(home.tile(/^Bienvenue/)).toContainText('Créez vos comptes');
  await expect(home.tile('Compte principal')).toContainText('Choisissez votre compte principal');
  await expect(home.tile('Patrimoine')).toContainText('Aucun compte');
  await expect(home.tile('Synchronisation bancaire')).toContainText('Aucun compte synchronisé');
  await home.goto();
  await expect(home.tile(/^Bienvenue/)).toBeVisible();
  await expect(home.greeting).toBeHidden();
  await shootBoth(page, 'newcomer');
  expect(dialogs).toEqual([]);
});

test('someone with books sees every tile', async ({ page }) => {
  test.setTimeout(90_000);
  const person = newPerson('homedata');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const home = new HomePage(page);
  await home.greeting.getByRole('button', { name: 'C’est parti' }).click();
  await seedBooks(page);
  await home.goto();
  await expect(home.tile('Solde du compte principal')).toContainText('1 889,51 €');
  await expect(home.tile('Solde du compte principal')).toContainText('Compte courant');
  await expect(home.tile('Compte principal sur un an').getByRole('img')).toBeVisible();
  const categories = home.tile('Principales dépenses du mois dernier');
  await expect(categories.getByRole('img')).toBeVisible();
  await expect(categories.getByRole('table')).toContainText('450,00 €');
  await expect(home.tile('Patrimoine')).toContainText('Livret A');
  await expect(home.tile('Patrimoine')).toContainText('12 000,00 €');
  await expect(home.tile('Budget du mois dernier')).toContainText(`Budget ${run}`);
  await expect(home.tile('Budget du mois dernier')).toContainText('Solde réel');
  await expect(home.tile('Dernier import')).toContainText('Aucun fichier');
  await expect(home.tile('Comptes à mettre à jour')).toContainText('à jour');
  await expect(home.tile('Abonnement')).toContainText('Version gratuite');
  await shootBoth(page, 'books');
  expect(dialogs).toEqual([]);
});
