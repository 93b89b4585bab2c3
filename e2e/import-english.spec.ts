import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount } from './api-session';
import { OperationsPage } from './pages/operations-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// In English: a real OFX 1.02 bank file (server/test/fixtures/bank-samples, 3 lines in CAD,
// closing balance 382.34) uploaded into a euro account, reviewed with its currency warning and
// balance check, incorporated and reverted.

const run = Date.now().toString(36);
const ACCOUNT = `Checking ${run}`;
const FILE = 'server/test/fixtures/bank-samples/ofx/ofxparse-bank-medium-v102-sgml.ofx';

async function uploadAndReview(page: Page, accountId: number) {
  await page.goto('/parameters/import-presentation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File import');
  await page.getByRole('button', { name: 'Import a file' }).first().click();
  const upload = page.getByRole('dialog', { name: 'Import a bank file' });
  await upload.getByLabel('File', { exact: true }).setInputFiles(FILE);
  await upload.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/parameters\/import\?importId=\d+/);
  await page
    .getByRole('combobox', { name: 'Account to import into' })
    .selectOption(String(accountId));
  await expect(page.getByRole('alert')).toContainText(
    'This file is in CAD and the account in EUR: its amounts will be entered as they are',
  );
  const lines = page.getByRole('table', { name: '3 lines of the file' });
  await expect(lines.getByRole('row').filter({ hasText: 'New' })).toHaveCount(3);
  await expect(lines.getByRole('row').filter({ hasText: "Joe's Bald Hairstyles" })).toContainText(
    '-€316.67',
  );
  const balance = page.getByRole('region', { name: 'Balance check' });
  await expect(balance).toContainText('Balance after import');
  await expect(balance).toContainText('€382.34');
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `${device}-en-import-review`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function incorporateAndRevert(page: Page, accountId: number) {
  await page.getByRole('button', { name: 'Incorporate…' }).click();
  const incorporate = page.getByRole('dialog', { name: 'Incorporate the lines' });
  await incorporate.getByRole('button', { name: 'Incorporate 3 lines' }).click();
  await expect(page).toHaveURL(`/operations?accountId=${accountId}&yearMonth=2009-04`);
  await new OperationsPage(page).shown();
  await expect(page.getByRole('row').filter({ hasText: "MCDONALD'S #112" })).toBeVisible();

  await page.goto('/parameters/accounts');
  await page.getByRole('button', { name: `Import history of ${ACCOUNT}` }).click();
  const history = page.getByRole('dialog', { name: `Imports into ${ACCOUNT}` });
  await expect(history).toContainText('ofxparse-bank-medium-v102-sgml.ofx');
  await expect(history).toContainText('New: 3 · merged: 0');
  await history.getByRole('button', { name: 'Revert this import' }).click();
  await expect(history).toContainText('Revert the import of “ofxparse-bank-medium-v102-sgml.ofx”?');
  await history.getByRole('button', { name: 'Revert this import' }).click();
  await expect(page.getByText('The import was reverted.')).toBeVisible();
  await expect(history).toContainText('Reverted on');
}

test('import in English: a real OFX file reviewed, incorporated and reverted', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('importen');
  await createActiveAccount(page.request, person, 'en');
  const dialogs = await signInWatchingDialogs(page, person);
  const accountId = await apiEuroAccount(page, { bank: `Bank ${run}`, account: ACCOUNT }, 72_761);
  await uploadAndReview(page, accountId);
  await incorporateAndRevert(page, accountId);
  expect(dialogs).toEqual([]);
});
