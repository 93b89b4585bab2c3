import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount, apiPost } from './api-session';
import { ADMIN } from './fixtures';
import { OperationsPage } from './pages/operations-page';
import { signInWatchingDialogs } from './signed-in';
import { shoot, VIEWPORTS } from './screens';

// The month's list with its balances, pointing, reconciliation against a
// statement, the keyboard, bulk delete; a hostile memo shows as text and no dialog ever opens.

const run = Date.now().toString(36);
const HOSTILE = '<img src=x onerror=alert(1)>';
const MONTH = '2026-10';

async function seed(page: Page) {
  const accountId = await apiEuroAccount(
    page,
    { bank: `Banque liste ${run}`, account: `Courant liste ${run}` },
    100000,
  );
  const operation = (day: string, amount: number, debitCredit: number, memo: string) =>
    apiPost(page, '/api/operation/SIMPLE/0', {
      account: { accountId },
      date: `${MONTH}-${day}`,
      valueDate: `${MONTH}-${day}`,
      amount,
      debitCredit,
      memo,
      category: { categoryId: -1 },
    });
  await operation('02', 250000, 1, 'Salaire octobre');
  await operation('05', 4250, -1, 'Boulangerie');
  await operation('09', 12999, -1, HOSTILE);
  await operation('15', 80000, -1, 'Loyer');
  await operation('20', 1500, -1, 'Parking');
  await apiPost(page, '/api/operation/SIMPLE/0', {
    account: { accountId },
    date: '2026-09-28',
    valueDate: '2026-09-28',
    amount: 5000,
    debitCredit: -1,
    memo: 'Septembre',
    category: { categoryId: -1 },
  });
  return accountId;
}

async function pointAndReconcile(list: OperationsPage) {
  const { page } = list;
  await list.pointButton('Salaire octobre').click();
  await expect(list.pointButton('Salaire octobre')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Rapprocher d’un relevé' }).click();
  await page.getByRole('textbox', { name: 'Date du relevé' }).fill('31/10/2026');
  await page.getByRole('textbox', { name: 'Solde final du relevé' }).fill('3507,50');
  // 1,000.00 initial + 2,500.00 pointed = 3,500.00: 7.50 still to point.
  await expect(list.gap).toHaveText(/7,50/);
  await list
    .row('Boulangerie')
    .getByRole('button', { name: /^P pointée/ })
    .focus();
  await page.keyboard.press('Space');
  await expect(list.gap).toHaveText(/^50,00/);
  await page.keyboard.press('Space');
  await expect(list.gap).toHaveText(/7,50/);
  await page.getByRole('textbox', { name: 'Solde final du relevé' }).fill('3500,00');
  await expect(list.gap).toHaveText(/^0,00/);
  await expect(list.summary(/Solde pointé/)).toHaveText(/3\s500,00/);
  await page.getByRole('button', { name: 'Terminer le rapprochement' }).click();
  await expect(page.getByText(/Dernier relevé\s:\s31\/10\/2026/)).toBeVisible();
}

async function keyboard(list: OperationsPage) {
  const { page } = list;
  await list.row('Salaire octobre').focus();
  await page.keyboard.press('ArrowDown');
  await expect(list.row('Boulangerie')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(list.pointButton('Boulangerie')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  await expect(help.getByText('Pointer ou dépointer la ligne')).toBeVisible();
  await shoot(page, 'desktop-fr-operations-shortcuts', false);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
}

async function bulkDelete(list: OperationsPage) {
  const { page } = list;
  for (const memo of ['Parking', 'Loyer']) {
    await list.row(memo).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Supprimer la sélection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer 2 opérations ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('2 opérations supprimées.')).toBeVisible();
  await list.expectRows(3);
}

test('operations list: balances, pointing, reconciliation, keyboard, bulk delete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dialogs = await signInWatchingDialogs(page, ADMIN);
  const accountId = await seed(page);
  const list = new OperationsPage(page);

  await list.goto(accountId, MONTH);
  await list.expectRows(5);
  await expect(list.summary(/Début de période/)).toHaveText(/950,00/);
  await expect(list.summary(/Fin de période/)).toHaveText(/2\s462,51/);
  await expect(list.row(HOSTILE)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await shoot(page, 'desktop-fr-operations-list');

  await page.getByRole('button', { name: /Mois précédent/ }).click();
  await list.expectRows(1);
  await page.getByRole('button', { name: /Mois suivant/ }).click();
  await list.expectRows(5);

  await pointAndReconcile(list);
  await keyboard(list);
  await bulkDelete(list);

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
  await shoot(page, 'desktop-en-operations-list');
  await page.setViewportSize(VIEWPORTS.mobile);
  await shoot(page, 'mobile-en-operations-list');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Opérations', level: 1 })).toBeVisible();
  await shoot(page, 'mobile-fr-operations-list');
  await page.setViewportSize(VIEWPORTS.desktop);
  expect(dialogs).toEqual([]);
});
