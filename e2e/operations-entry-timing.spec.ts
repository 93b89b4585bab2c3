import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount, apiPost } from './api-session';
import { ADMIN } from './fixtures';
import { signInWatchingDialogs } from './signed-in';

// MEASURE_ENTRY=1 only: ten operations from the entry row, then ten from the dialog, counting
// every key pressed (Tab included) and the seconds; the figures are printed for the notes.

test.skip(!process.env.MEASURE_ENTRY, 'a measure, run with MEASURE_ENTRY=1');

const run = Date.now().toString(36);
const PAYEE = `Marché ${run}`;

class Keys {
  count = 0;
  constructor(readonly page: Page) {}
  async type(text: string) {
    await this.page.keyboard.type(text);
    this.count += text.length;
  }
  async press(key: string) {
    await this.page.keyboard.press(key);
    this.count += 1;
  }
  /** Tab until `target` has the focus, each Tab counted. */
  async tabTo(target: Locator) {
    for (let tries = 0; tries < 20; tries += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press('Tab');
    }
    throw new Error('field not reached with Tab');
  }
}

async function seed(page: Page) {
  const accountId = await apiEuroAccount(
    page,
    { bank: `Banque mesure ${run}`, account: `Courant mesure ${run}` },
    0,
  );
  const tree = (await (await page.request.get('/api/category')).json()) as {
    debit: { categoryId: number }[];
  };
  await apiPost(page, '/api/payees', {
    name: PAYEE,
    debitCategory: { categoryId: tree.debit[0]!.categoryId },
  });
  return accountId;
}

async function fromEntryRow(page: Page, keys: Keys) {
  const entry = page.getByRole('form', { name: 'Saisie rapide' });
  const payee = entry.getByRole('combobox', { name: 'Tiers', exact: true });
  await payee.click();
  for (let index = 1; index <= 10; index += 1) {
    await expect(payee).toBeFocused();
    await keys.type(PAYEE.slice(0, 6));
    await keys.press('Enter');
    await keys.tabTo(entry.getByRole('textbox', { name: 'Montant', exact: true }));
    await keys.type(`${index},10`);
    await keys.press('Enter');
    await expect(page.locator('tbody tr[data-row-index]')).toHaveCount(index);
  }
}

async function fromDialog(page: Page, keys: Keys) {
  for (let index = 1; index <= 10; index += 1) {
    await page.locator('tbody tr[data-row-index]').first().focus();
    await keys.press('n');
    const dialog = page.getByRole('dialog', { name: 'Nouvelle opération' });
    await keys.tabTo(dialog.getByRole('combobox', { name: 'Tiers', exact: true }));
    await keys.type(PAYEE.slice(0, 6));
    await keys.press('Enter');
    await keys.tabTo(dialog.getByRole('textbox', { name: 'Montant', exact: true }));
    await keys.type(`${index},20`);
    await keys.tabTo(dialog.getByRole('button', { name: 'Enregistrer' }));
    await keys.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('tbody tr[data-row-index]')).toHaveCount(10 + index);
  }
}

test('ten operations from the entry row against ten from the dialog', async ({ page }) => {
  test.setTimeout(300_000);
  await signInWatchingDialogs(page, ADMIN);
  const accountId = await seed(page);
  await page.goto(`/operations?accountId=${accountId}`);
  const row = new Keys(page);
  let started = Date.now();
  await fromEntryRow(page, row);
  const rowSeconds = (Date.now() - started) / 1000;
  const dialog = new Keys(page);
  started = Date.now();
  await fromDialog(page, dialog);
  const dialogSeconds = (Date.now() - started) / 1000;
  console.log(`entry row: ${row.count} keys, ${rowSeconds.toFixed(1)} s for 10 operations`);
  console.log(`dialog: ${dialog.count} keys, ${dialogSeconds.toFixed(1)} s for 10 operations`);
});
