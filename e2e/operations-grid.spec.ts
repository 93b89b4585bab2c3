import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount, apiPost } from './api-session';
import { ADMIN } from './fixtures';
import { OperationsPage } from './pages/operations-page';
import { signInWatchingDialogs } from './signed-in';
import { shoot, VIEWPORTS } from './screens';

// The list as a fast grid: the entry row saves with Enter, arrows and Space point, lines are one
// text line high at 1280, and at 375 the first line shows on the first screen.

const run = Date.now().toString(36);
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);

async function seed(page: Page) {
  const accountId = await apiEuroAccount(
    page,
    { bank: `Banque grille ${run}`, account: `Courant grille ${run}` },
    100000,
  );
  for (const [day, memo] of [
    ['01', 'Une très longue description de prélèvement qui ne tient pas sur une seule ligne'],
    ['02', 'Boulangerie'],
  ] as const) {
    await apiPost(page, '/api/operation/SIMPLE/0', {
      account: { accountId },
      date: `${month}-${day}`,
      valueDate: `${month}-${day}`,
      amount: 4250,
      debitCredit: -1,
      type: { typeId: 4 },
      memo,
      category: { categoryId: -1 },
    });
  }
  return accountId;
}

async function enterDebitWithNewPayee(page: Page) {
  const entry = page.getByRole('form', { name: 'Saisie rapide' });
  const payeeName = `Épicerie ${run}`;
  await entry.getByRole('combobox', { name: 'Tiers', exact: true }).fill(payeeName);
  await page.getByRole('option', { name: `Nouveau tiers « ${payeeName} »…` }).click();
  const payee = page.getByRole('dialog', { name: 'Nouveau tiers' });
  await payee
    .getByRole('combobox', { name: 'Catégorie au débit', exact: true })
    .fill('Supermarché');
  await page.getByRole('option', { name: 'Alimentation / Supermarché', exact: true }).click();
  await payee.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(payee).toHaveCount(0);
  await entry.getByRole('textbox', { name: 'Montant', exact: true }).fill('12,30');
  await entry.getByRole('textbox', { name: 'Mémo', exact: true }).fill(`Pain ${run}`);
  await entry.getByRole('textbox', { name: 'Mémo', exact: true }).press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `Pain ${run}` })).toContainText('-12,30');
  await expect(entry.getByText('Opération enregistrée.')).toBeVisible();
  await expect(entry.getByRole('combobox', { name: 'Tiers', exact: true })).toBeFocused();
  await expect(entry.getByRole('combobox', { name: 'Tiers', exact: true })).toHaveValue(
    'Aucun tiers',
  );
  await expect(entry.getByRole('textbox', { name: 'Date', exact: true })).not.toHaveValue('');
  await expect(page.locator('.toast')).toHaveCount(0);

  await page.keyboard.type(payeeName.slice(0, 6));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(entry.getByRole('textbox', { name: 'Montant', exact: true })).toBeFocused();
  await page.keyboard.type('+100');
  await expect(entry.getByText('Crédit (+)')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: payeeName })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: '100,00' }).first()).toBeVisible();
}

async function pointWithKeys(list: OperationsPage) {
  const { page } = list;
  await list.row('Boulangerie').focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await expect(list.row('Boulangerie')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(list.pointButton('Boulangerie')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  await expect(help.getByText('Pointer ou dépointer la ligne')).toBeVisible();
  await expect(help.getByText(/Dans la ligne de saisie/)).toBeVisible();
  await page.keyboard.press('Escape');
}

test('operations grid: entry row, keys, one-line rows, a phone starts with the list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dialogs = await signInWatchingDialogs(page, ADMIN);
  const accountId = await seed(page);
  const list = new OperationsPage(page);
  await list.goto(accountId, month);
  await list.expectRows(2);
  await expect(list.row('Boulangerie').locator('abbr')).toHaveAttribute('title', 'Prélèvement');

  await enterDebitWithNewPayee(page);
  await pointWithKeys(list);
  const heights = await page
    .locator('tbody tr[data-row-index]')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  console.log(`row heights at 1280: ${heights.join(', ')}`);
  for (const height of heights) expect(height).toBeLessThanOrEqual(40);
  await shoot(page, 'desktop-fr-operations-grid', false);

  await page.setViewportSize(VIEWPORTS.mobile);
  await list.goto(accountId, month);
  const first = await page.locator('tbody tr[data-row-index]').first().boundingBox();
  console.log(`first row at 375: y=${first?.y}, bottom=${(first?.y ?? 0) + (first?.height ?? 0)}`);
  expect((first?.y ?? 999) + (first?.height ?? 0)).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
  await shoot(page, 'mobile-fr-operations-grid', false);
  await page.getByRole('button', { name: 'Actions' }).click();
  const sheet = page.getByRole('dialog', { name: 'Actions' });
  await expect(sheet.getByRole('button', { name: 'Nouvelle opération' })).toBeVisible();
  await shoot(page, 'mobile-fr-operations-sheet', false);
  await page.keyboard.press('Escape');
  await page.setViewportSize(VIEWPORTS.desktop);
  expect(dialogs).toEqual([]);
});
