import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { createActiveAccount, newPerson } from './people';
import { seedBooks, type AnalysisBooks } from './analysis-seed';
import { signInWatchingDialogs } from './signed-in';
import { shoot, VIEWPORTS } from './screens';

// Every analysis screen over seeded books, the category details, the exports,
// screenshots at 1280 and 375 px with the accessibility check.

const run = Date.now().toString(36);
const SCREENS = [
  'category',
  'movement',
  'accountsFluctuation',
  'categoriesFluctuation',
  'incomeExpense',
  'patrimony',
] as const;

const chart = (page: Page) => page.locator('canvas[role="img"]').first();

async function categoryDetails(page: Page, books: AnalysisBooks) {
  await page.goto('/analysis/category');
  await expect(chart(page)).toBeVisible();
  await expect(page.locator('canvas[role="img"]')).toHaveCount(2);
  await page.getByRole('button', { name: books.expense.name, exact: true }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(books.payee);
  await expect(modal).toContainText('-120,50 €');
  await expect(modal.getByRole('row')).toHaveCount(4);
  await modal.getByRole('button', { name: 'Fermer' }).last().click();
  await page.getByRole('button', { name: 'Catégorie non définie' }).click();
  await expect(page.getByRole('dialog')).toContainText('-19,99 €');
  await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).last().click();
}

async function filter(page: Page) {
  await page.goto('/analysis/accountsFluctuation');
  await expect(page.getByLabel('Durée')).toHaveValue('3MONTH');
  await expect(page.getByLabel('Inclure les virements')).toBeChecked();
  await expect(chart(page)).toBeVisible();
  await page.getByLabel('Période', { exact: true }).selectOption('CUSTOM');
  await expect(page).toHaveURL(/mode=CUSTOM/);
  await page.getByLabel('Début', { exact: true }).fill('01/01/1980');
  await page.keyboard.press('Tab');
  await expect(page.getByText('La période ne peut pas dépasser 30 ans.')).toBeVisible();
  // Months are chosen by their names in the interface's language, whatever the browser's.
  await page.getByLabel('Période', { exact: true }).selectOption('MIXED');
  const endMonth = page.getByRole('combobox', { name: 'Fin : mois' });
  await expect(endMonth.getByRole('option', { name: 'Mars' })).toHaveCount(1);
  await endMonth.selectOption({ label: 'Mars' });
  await expect(page).toHaveURL(/mode=MIXED.*end=\d{4}-03/);
  await page.getByLabel('Période', { exact: true }).selectOption('PREDEFINED_LAST_PERIODS');
  await page.getByRole('button', { name: 'Période précédente' }).click();
  await expect(page).toHaveURL(/mode=CUSTOM&start=/);
}

async function incomeExpense(page: Page) {
  await page.goto('/analysis/incomeExpense?mode=PREDEFINED&predefined=3MONTH&start=2001-01');
  await expect(page.getByText(/pas assez d’opérations|not enough/i)).toBeVisible();
  await page.goto('/analysis/incomeExpense?mode=PREDEFINED_LAST_PERIODS&last=LAST12MONTHS');
  await expect(page.getByRole('columnheader', { name: 'Moyenne mensuelle' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
}

/** Every column of the income and expense table fits, on a phone too. */
async function expectNoSidewaysScroll(page: Page) {
  const table = page.getByRole('region', { name: 'Revenus et dépenses' });
  await expect(table).toBeVisible();
  const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function patrimony(page: Page) {
  await page.goto('/analysis/patrimony');
  await expect(page.getByRole('cell', { name: 'FR763000…0189' })).toBeVisible();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe('patrimony.pdf');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  // A new person has the plain profile: the CSV export is not in their version.
  await expect(page.getByRole('dialog')).toContainText('ne donne pas accès');
  await page.getByRole('dialog').getByRole('button', { name: 'D’accord' }).click();
  await page.getByRole('button', { name: 'Ajouter un compte' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function screenshots(page: Page) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const screen of SCREENS) {
      await page.goto(`/analysis/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.spinner')).toHaveCount(0);
      if (!['incomeExpense', 'patrimony'].includes(screen)) await expect(chart(page)).toBeVisible();
      if (screen === 'incomeExpense') await expectNoSidewaysScroll(page);
      await shoot(page, `${device}-fr-analysis-${screen}`);
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('analyses seeded books on every screen, opens a category, exports the patrimony', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = newPerson('analysis');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const books = await seedBooks(page, run);
  await categoryDetails(page, books);
  await filter(page);
  await incomeExpense(page);
  await patrimony(page);
  await screenshots(page);
  expect(dialogs).toEqual([]);
});
