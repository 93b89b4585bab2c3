import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { createActiveAccount, newPerson } from './people';
import { shootBothWidths } from './screens';
import { signInWatchingDialogs } from './signed-in';

// A new person brings a HomeBank file, then an Actual export, through the preview, and finds
// their operations and analysis; each account ends on the balance the file stated.

const FIXTURES = 'server/features/books-import/fixtures';

async function balances(page: Page): Promise<number[]> {
  const accounts = (await (await page.request.get('/api/account')).json()) as {
    accountId: number;
    name: string;
  }[];
  const out: number[] = [];
  for (const account of accounts) {
    const answer = await page.request.get(
      `/api/account/${account.accountId}/balance?date=2100-01-01`,
    );
    out.push(((await answer.json()) as { balance: number }).balance);
  }
  return out.sort((a, b) => a - b);
}

/** Chooses the file, asks what it brings, and answers the accounts' balances the preview shows. */
async function preview(page: Page, file: string) {
  await page.getByLabel('Fichier d’export').setInputFiles(`${FIXTURES}/${file}`);
  const answer = page.waitForResponse('**/api/books-import/preview');
  await page.getByRole('button', { name: 'Voir ce qui sera repris' }).click();
  const shown = (await (await answer).json()) as { accounts: { name: string; balance: number }[] };
  await expect(page.getByRole('table', { name: 'Comptes du fichier' })).toBeVisible();
  return shown.accounts.map((a) => a.balance);
}

test('a new person imports a HomeBank file and an Actual export through the preview', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await (await browser.newContext()).newPage();
  const person = newPerson('books');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);

  await page.goto('/parameters/import-presentation');
  await expect(page.getByRole('heading', { name: 'Venir d’une autre application' })).toBeVisible();
  await shootBothWidths(page, 'books-import-presentation');

  await page.goto('/parameters/import');
  const homebank = await preview(page, 'homebank/transfers.xhb');
  await expect(page.getByText('Un export de HomeBank.')).toBeVisible();
  await shootBothWidths(page, 'books-import-preview');
  await page.getByRole('button', { name: 'Importer cette comptabilité' }).click();
  await expect(
    page.getByText(/Import terminé : \d+ opérations ; nouveaux comptes : 4\./),
  ).toBeVisible();

  const actual = await preview(page, 'actual/actual-export.zip');
  // The export's Livret A would go into the one HomeBank brought (same name and currency).
  const livret = page.getByLabel('Où va Livret A');
  await expect(livret.locator('option:checked')).toContainText('Livret A');
  await livret.selectOption({ label: 'Un nouveau compte' });
  await page.getByRole('button', { name: 'Importer cette comptabilité' }).click();
  await expect(page.getByText(/Import terminé/)).toBeVisible();
  await shootBothWidths(page, 'books-import-done');
  expect(await balances(page)).toEqual([...homebank, ...actual].sort((a, b) => a - b));

  await page.goto('/operations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shootBothWidths(page, 'books-import-operations');
  await page.goto('/analysis/category?mode=PREDEFINED&predefined=YEAR&start=2025-01');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shootBothWidths(page, 'books-import-analysis');
  expect(dialogs).toEqual([]);
});
