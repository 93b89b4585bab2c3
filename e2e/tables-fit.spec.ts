import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount } from './api-session';
import { ADMIN, DEMO } from './fixtures';
import { ImportPresentationPage, ImportReviewPage } from './pages/import-pages';
import { createActiveAccount, newPerson } from './people';
import { VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';
import { expectTablesFit } from './table-fit';

// Every screen that holds a table, at 1280 and 375 px, for the demo person (accounts, plans, a
// budget and months of operations) and for the admin: no table wider than its box without the
// scroll cue, no essential column out of view, no page wider than the window.

const PERSON_ROUTES = [
  '/',
  '/operations',
  '/parameters/accounts',
  '/parameters/payees',
  '/parameters/tags',
  '/parameters/budgets',
  '/parameters/operations',
  '/previsionnel/operations',
  '/previsionnel/threeMonths',
  '/previsionnel/month',
  '/previsionnel/budget/details',
  '/previsionnel/budget/difftable',
  '/previsionnel/statement',
  '/previsionnel/monitor',
  '/analysis/category',
  '/analysis/categoriesFluctuation',
  '/analysis/movement',
  '/analysis/incomeExpense',
  '/analysis/accountsFluctuation',
  '/analysis/patrimony',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/users',
  '/admin/versions',
  '/admin/cgu',
  '/admin/adverts',
  '/admin/security-journal',
];
const SHOTS = 'test-results/screenshots';
const SHOT = new Map([
  ['/parameters/accounts', 'accounts'],
  ['/previsionnel/threeMonths', 'forecast-three-months'],
  ['/analysis/patrimony', 'patrimony'],
  ['/previsionnel/monitor', 'monitor'],
]);

/** The whole page, and on a phone also the first screen as a person sees it. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-first-screen.png` });
}

async function walk(page: Page, routes: readonly string[]) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectTablesFit(page);
      const name = SHOT.get(route);
      if (name) await shot(page, `${device}-fr-tables-${name}`);
    }
  }
}

test('the demo person’s tables fit or show the scroll cue at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(300_000);
  const dialogs = await signInWatchingDialogs(page, DEMO);
  await walk(page, PERSON_ROUTES);
  expect(dialogs).toEqual([]);
});

test('the admin tables fit or show the scroll cue at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = await signInWatchingDialogs(page, ADMIN);
  await walk(page, ADMIN_ROUTES);
  expect(dialogs).toEqual([]);
});

test('the CSV mapping preview scrolls with the cue instead of being cut', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('tablefit');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const accountId = await apiEuroAccount(page, { bank: 'Banque CSV', account: 'Courant CSV' }, 0);
  const presentation = new ImportPresentationPage(page);
  await presentation.goto();
  await presentation.upload('e2e/files/banque-fr-latin1.csv');
  const review = new ImportReviewPage(page);
  await review.account.selectOption(String(accountId));
  await expect(review.mapping).toContainText('Pécule a détecté ces colonnes');
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await review.mapping.scrollIntoViewIfNeeded();
    await expectTablesFit(page);
    await review.mapping.screenshot({ path: `${SHOTS}/${device}-fr-tables-csv-mapping.png` });
  }
  expect(dialogs).toEqual([]);
});
