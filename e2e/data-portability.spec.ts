import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { seedBooks } from './analysis-seed';
import { createActiveAccount, newPerson, type Person } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// A person downloads all their data from /parameters, a new person imports the file
// (preview, then confirm) and finds the same balances; screenshots at 1280 and 375 px.

const run = Date.now().toString(36);

async function balances(page: Page): Promise<Record<string, number>> {
  const accounts = (await (await page.request.get('/api/account')).json()) as {
    accountId: number;
    name: string;
  }[];
  const out: Record<string, number> = {};
  for (const account of accounts) {
    const answer = await page.request.get(
      `/api/account/${account.accountId}/balance?date=2100-01-01`,
    );
    out[account.name] = ((await answer.json()) as { balance: number }).balance;
  }
  return out;
}

/** The parameters screen with the data section in view, at both widths, with the axe check. */
async function shootSection(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'Vos données' })).toBeVisible();
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // From the top: a full-page capture of a scrolled page paints the sticky bars mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `data-portability-${name}-${width}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function personPage(browser: Browser, person: Person) {
  const page = await (await browser.newContext()).newPage();
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  return { page, dialogs };
}

test('a person downloads all their data and a new person imports it', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await personPage(browser, newPerson('porta'));
  await seedBooks(owner.page, run);
  const expected = await balances(owner.page);
  expect(Object.keys(expected)).toHaveLength(2);

  await owner.page.goto('/parameters');
  await shootSection(owner.page, 'parameters');
  const downloading = owner.page.waitForEvent('download');
  await owner.page.getByRole('link', { name: 'Télécharger toutes mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pecule-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = `test-results/data-portability-${run}.json`;
  await download.saveAs(file);

  const newcomer = await personPage(browser, newPerson('portb'));
  const page = newcomer.page;
  await page.goto('/parameters');
  await page.getByLabel('Fichier Pécule (.json)').setInputFiles(file);
  const preview = page.getByRole('region', { name: 'Ce fichier va créer' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('row')).toHaveCount(3);
  await expect(preview).toContainText(`Courant ${run}`);
  await shootSection(page, 'preview');

  await page.getByRole('button', { name: 'Importer ces données' }).click();
  await expect(page.getByText(/Import terminé : \d+ opérations\./)).toBeVisible();
  expect(await balances(page)).toEqual(expected);

  await page.getByLabel('Fichier Pécule (.json)').setInputFiles(file);
  await page.getByRole('button', { name: 'Importer ces données' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce compte contient déjà');
  expect([...owner.dialogs, ...newcomer.dialogs]).toEqual([]);
});
