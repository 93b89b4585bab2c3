import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { isoDaysAgo } from './analysis-seed';
import { apiPost } from './api-session';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';
import { expect, test } from './test';

// Issue 30: a household with euro, Swiss franc and dollar accounts sees one net worth in euros,
// each currency's part and the chart over time, in French and English at both widths.

const [EUR, USD, CHF] = [1, 2, 4];

async function apiPut(page: Page, path: string, data: unknown): Promise<void> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const response = await page.request.put(path, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data,
  });
  expect(response.status(), `PUT ${path}`).toBe(200);
}

/** 1,000 € (100 spent two months ago), 500 CHF, 200 $, rates typed three months ago. */
async function seedHousehold(page: Page, run: string) {
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const account = async (name: string, currencyId: number, initialBalance: number) =>
    (
      (await apiPost(page, '/api/account/0', {
        name,
        bank: { bankId: bank.bankId },
        currency: { currencyId },
        initialBalance,
      })) as { accountId: number }
    ).accountId;
  const euros = await account('Compte courant', EUR, 1000_00);
  await account('Salaire suisse', CHF, 500_00);
  await account('Courtage', USD, 200_00);
  await apiPost(page, '/api/operation/SIMPLE/0', {
    account: { accountId: euros },
    date: isoDaysAgo(60),
    valueDate: isoDaysAgo(60),
    amount: 100_00,
    debitCredit: -1,
    category: { categoryId: -1 },
  });
  const day = isoDaysAgo(90);
  await apiPut(page, '/api/exchangeRates', { base: EUR, quote: CHF, day, rate: '0.95' });
  await apiPut(page, '/api/exchangeRates', { base: EUR, quote: USD, day, rate: '1.1' });
}

const WORDS = {
  fr: {
    total: 'Patrimoine total',
    amount: /1\s608,13\s€/,
    part: /500,00\sCHF, soit 526,32\s€/,
    chart: 'Évolution du patrimoine, en EUR',
  },
  en: {
    total: 'Total net worth',
    amount: /€1,608\.13/,
    part: /CHF\s500\.00, that is €526\.32/,
    chart: 'Net worth over time, in EUR',
  },
};

test('one net worth across three currencies, its parts and its course', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('networth');
  await createActiveAccount(page.request, person);
  await signInWatchingDialogs(page, person);
  await seedHousehold(page, Date.now().toString(36));
  await page.goto('/analysis/patrimony');
  await expect(page.locator('.net-worth-summary')).toContainText(WORDS.fr.amount);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en PDF' }).click();
  const pdf = execFileSync('pdftotext', ['-layout', await (await download).path(), '-'], {
    encoding: 'utf8',
  });
  expect(pdf).toMatch(/Patrimoine total\s+1 608,13/);
  expect(pdf).toMatch(/500,00 CHF, soit 526,32/);
  for (const [language, words] of Object.entries(WORDS)) {
    if (language === 'en') await page.getByRole('button', { name: 'EN', exact: true }).click();
    const summary = page.locator('.net-worth-summary');
    await expect(summary).toContainText(words.total);
    await expect(summary.locator('strong')).toHaveText(words.amount);
    await expect(summary).toContainText(words.part);
    await expect(page.locator('figcaption', { hasText: words.chart })).toBeVisible();
    await expect(page.locator('.analysis-chart canvas')).toBeVisible();
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `${device}-${language}-net-worth`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  await page.goto('/');
  const worth = page.locator('.home-worth');
  await expect(worth).toContainText('Total net worth');
  await expect(worth).toContainText(/€1,608\.13/);
  await expect(worth).toContainText(/CHF\s500\.00, that is €526\.32/);
  await shoot(page, 'desktop-en-net-worth-home');
});
