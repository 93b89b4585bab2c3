import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { DEMO } from './fixtures';
import { createActiveAccount, newPerson } from './people';
import { LoginPage } from './pages/login-page';
import { SearchPage } from './pages/search-page';
import { signInWatchingDialogs } from './signed-in';
import { shoot, VIEWPORTS } from './screens';

// Acceptance for /search: data made through the API on the demo account, then search
// by text (accents folded) and by amount, page sizes, CSV and PDF exports, a hostile memo.

const run = Date.now().toString(36);
const HOSTILE = '<img src=x onerror=alert(1)>';
const OUT = 'test-results/search';
const today = new Date().toISOString().slice(0, 10);

async function firstAccountId(page: Page): Promise<number> {
  const accounts = (await (await page.request.get('/api/account')).json()) as {
    accountId: number;
    currency: { abrv: string };
  }[];
  return accounts.find((account) => account.currency.abrv === 'EUR')!.accountId;
}

async function createOperation(page: Page, accountId: number, memo: string, cents: number) {
  await apiPost(page, '/api/operation/SIMPLE/0', {
    account: { accountId },
    date: today,
    valueDate: today,
    amount: Math.abs(cents),
    debitCredit: cents < 0 ? -1 : 1,
    memo,
    category: { categoryId: -1 },
    tags: [],
  });
}

async function makeData(page: Page) {
  const accountId = await firstAccountId(page);
  await createOperation(page, accountId, `Crème ${run} brûlée`, -432187);
  await createOperation(page, accountId, `CREME ${run} glacée`, 1500);
  await createOperation(page, accountId, `${HOSTILE} creme ${run}`, -777);
  for (let i = 1; i <= 12; i += 1)
    await createOperation(page, accountId, `Lot ${run} ${i}`, -100 * i);
}

async function searchFlow(search: SearchPage) {
  await search.goto();
  await search.searchText(`creme ${run}`);
  await expect(search.found).toHaveText('3 opérations trouvées');
  await expect(search.table.getByText(`Crème ${run} brûlée`)).toBeVisible();
  await expect(search.table.getByText(`CREME ${run} glacée`)).toBeVisible();
  await expect(search.table.getByText(`${HOSTILE} creme ${run}`)).toBeVisible();
  await expect(search.table.locator('img')).toHaveCount(0);
  await expect(search.page).toHaveURL(/text=creme/);

  await search.goto();
  await search.filters.click();
  await search.field(/^Montant à partir de/).fill('-1');
  await search.submit.click();
  await expect(search.page.getByText(/ne peuvent pas être négatifs/)).toBeVisible();
  await search.field(/^Montant à partir de/).fill('4321,87');
  await search.field(/^Montant jusqu’à/).fill('4321,87');
  await search.submit.click();
  await expect(search.table.getByText(`Crème ${run} brûlée`)).toBeVisible();
  await expect(search.table.getByText('-4 321,87 €').first()).toBeVisible();
  await search.page.goBack();
  await expect(search.page).toHaveURL(/\/search$/);
}

async function pageSizes(search: SearchPage) {
  await search.goto('?size=10');
  await search.searchText(`lot ${run}`);
  await expect(search.found).toHaveText('12 opérations trouvées');
  await expect(search.rows()).toHaveCount(10);
  await expect(search.page.getByText('1–10 sur 12')).toBeVisible();
  await search.next.click();
  await expect(search.rows()).toHaveCount(2);
  await expect(search.page).toHaveURL(/page=2/);
  await search.pageSize.selectOption('all');
  await expect(search.rows()).toHaveCount(12);
  await expect(search.page).toHaveURL(/size=all/);
}

async function exportCsv(search: SearchPage, language: 'fr' | 'en') {
  const file = `${OUT}/search-${language}.csv`;
  await (await search.export('CSV')).saveAs(file);
  const csv = fs.readFileSync(file, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(4);
  const [delimiter, amount] = language === 'fr' ? [';', '-4321,87'] : [',', '-4321.87'];
  expect(lines.find((line) => line.includes('brûlée'))).toContain(
    `${delimiter}${amount}${delimiter}`,
  );
  expect(csv).toContain(`"${HOSTILE} creme ${run}"`);
}

async function exportPdf(search: SearchPage) {
  const file = `${OUT}/search.pdf`;
  await (await search.export('PDF')).saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '80', file, 'test-results/screenshots/search-pdf']);
  expect(fs.existsSync('test-results/screenshots/search-pdf-1.png')).toBe(true);
}

async function screenshots(search: SearchPage, language: 'fr' | 'en') {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await search.page.setViewportSize(viewport);
    await search.goto(`?text=creme+${run}&page=1`);
    await expect(search.table.getByText(`${HOSTILE} creme ${run}`)).toBeVisible();
    await shoot(search.page, `${device}-${language}-search-results`);
    await search.filters.click();
    await shoot(search.page, `${device}-${language}-search-filters`);
  }
  await search.page.setViewportSize(VIEWPORTS.desktop);
}

/** A USER profile searches by text only: filter mode answers with a warning (spec 001 §6). */
async function simpleProfile(page: Page) {
  await page.getByRole('button', { name: /Se déconnecter|Sign out/ }).click();
  const person = newPerson('search');
  await createActiveAccount(page.request, person);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(person.login, person.password);
  await expect(page).not.toHaveURL(/login/);
  const search = new SearchPage(page);
  await search.goto();
  await search.filters.click();
  const dialog = page.getByRole('dialog', { name: 'Non compris dans votre version' });
  await expect(dialog).toContainText('ne comprend pas cette option de recherche');
  await shoot(page, 'desktop-fr-search-simple-profile', false);
  await dialog.getByRole('button', { name: 'D’accord' }).click();
  await expect(search.field(/^Montant à partir de/)).toHaveCount(0);
}

test('search: text and amount, page sizes, CSV and PDF exports, hostile text, screenshots', async ({
  page,
}) => {
  test.setTimeout(240_000);
  fs.mkdirSync(OUT, { recursive: true });
  const dialogs = await signInWatchingDialogs(page, DEMO);
  await makeData(page);

  const search = new SearchPage(page);
  await searchFlow(search);
  await pageSizes(search);
  await search.goto(`?text=creme+${run}&page=1`);
  await expect(search.found).toHaveText('3 opérations trouvées');
  await exportCsv(search, 'fr');
  await exportPdf(search);
  await screenshots(search, 'fr');

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await search.goto(`?text=creme+${run}&page=1`);
  await expect(search.found).toHaveText('3 operations found');
  await exportCsv(search, 'en');
  await screenshots(search, 'en');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche');
  await simpleProfile(page);
  expect(dialogs).toEqual([]);
});
