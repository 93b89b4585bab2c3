import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiEuroAccount, apiPost } from './api-session';
import { AccountsPage } from './pages/banks-accounts-pages';
import { ImportPresentationPage, ImportReviewPage } from './pages/import-pages';
import { OperationsPage } from './pages/operations-page';
import { createActiveAccount, newPerson } from './people';
import { shootBothWidths } from './screens';
import { signInWatchingDialogs } from './signed-in';

// Import: a French CSV (Latin-1, a preamble line, dd/MM/yyyy, comma decimals, separate
// Débit/Crédit columns) uploaded, its mapping confirmed, a category fixed, a match explained,
// incorporated, then reverted from the account's import history; screenshots at both sizes.

const run = Date.now().toString(36);
const ACCOUNT = `Courant import ${run}`;
const FILE = 'e2e/files/banque-fr-latin1.csv';

/** A new person with one account and the EDF bill entered by hand two days before the bank's. */
async function seed(page: Page) {
  const accountId = await apiEuroAccount(page, { bank: `Banque ${run}`, account: ACCOUNT }, 100000);
  await apiPost(page, '/api/operation/SIMPLE/0', {
    account: { accountId },
    date: '2026-10-03',
    valueDate: '2026-10-03',
    amount: 6420,
    debitCredit: -1,
    memo: 'Facture EDF',
    category: { categoryId: -1 },
  });
  return accountId;
}

async function review(page: Page, accountId: number) {
  const report = new ImportReviewPage(page);
  await report.account.selectOption(String(accountId));
  await expect(report.mapping).toContainText('Pécule a détecté ces colonnes');
  await expect(report.mapping.getByRole('combobox', { name: 'Colonne 3' })).toHaveValue('debit');
  await report.mapping.getByRole('button', { name: 'Appliquer ces colonnes' }).click();
  await expect(report.lines.getByRole('row')).toHaveCount(6);
  await expect(report.line('PRLV SEPA EDF')).toContainText(
    /Montant égal, date 2 jours plus tard, libellé semblable à \d+ %/,
  );
  await expect(report.line('VIR SALAIRE ACME')).toContainText('2 150,00 €');

  await report
    .line('CB MONOPRIX PARIS')
    .getByRole('button', { name: /^Modifier la ligne/ })
    .click();
  const edit = report.dialog('Modifier la ligne importée');
  await edit.getByRole('combobox', { name: 'Catégorie' }).fill('Supermarché');
  await page
    .getByRole('option', { name: /Supermarché/ })
    .first()
    .click();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(report.line('CB MONOPRIX PARIS')).toContainText('Supermarché');
  await expect(page.getByRole('region', { name: 'Contrôle du solde' })).toContainText(
    'Solde après import',
  );
  await shootBothWidths(page, 'import-review');
  return report;
}

async function incorporate(report: ImportReviewPage, accountId: number) {
  const { page } = report;
  await page.getByRole('button', { name: 'Intégrer…' }).click();
  const dialog = report.dialog('Intégrer les lignes');
  await expect(
    dialog.getByRole('radio', { name: /Toutes les lignes incluses \(5\)/ }),
  ).toBeChecked();
  await shootBothWidths(page, 'import-incorporate-modal', false);
  await dialog.getByRole('button', { name: 'Intégrer 5 lignes' }).click();
  await expect(page).toHaveURL(`/operations?accountId=${accountId}&yearMonth=2026-10`);
  const operations = new OperationsPage(page);
  await operations.shown();
  await expect(page.getByRole('table', { name: '5 opérations', exact: true })).toBeVisible();
  await expect(operations.row('MONOPRIX')).toBeVisible();
  await expect(operations.row('SALAIRE')).toBeVisible();
  await expect(operations.row('CAFÉ DU MARCHÉ')).toHaveCount(2);
}

async function revert(page: Page, accountId: number) {
  const accounts = new AccountsPage(page);
  await accounts.goto();
  await page.getByRole('button', { name: `Historique des imports de ${ACCOUNT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Imports dans ${ACCOUNT}` });
  await expect(dialog).toContainText('banque-fr-latin1.csv');
  await expect(dialog).toContainText('Nouvelles : 4 · fusionnées : 1');
  await shootBothWidths(page, 'import-history', false);
  await dialog.getByRole('button', { name: 'Défaire cet import' }).click();
  await expect(dialog).toContainText('Défaire l’import de « banque-fr-latin1.csv » ?');
  await dialog.getByRole('button', { name: 'Défaire cet import' }).click();
  await expect(page.getByText('L’import a été défait.')).toBeVisible();
  await expect(dialog).toContainText('Défait le');
  const operations = new OperationsPage(page);
  await operations.goto(accountId, '2026-10');
  await expect(operations.row('Facture EDF')).toBeVisible();
  await expect(operations.row('MONOPRIX')).toHaveCount(0);
}

test('import: French CSV uploaded, mapped, reviewed, incorporated, reverted', async ({ page }) => {
  test.setTimeout(180_000);
  const person = newPerson('import');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const accountId = await seed(page);
  const presentation = new ImportPresentationPage(page);
  await presentation.goto();
  await shootBothWidths(page, 'import-presentation');
  await presentation.upload(FILE);
  const report = await review(page, accountId);
  await incorporate(report, accountId);
  await revert(page, accountId);
  expect(dialogs).toEqual([]);
});
