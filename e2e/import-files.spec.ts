import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { ImportPresentationPage, ImportReviewPage, uploadFromAccount } from './pages/import-pages';
import { OperationsPage } from './pages/operations-page';
import { createActiveAccount, newPerson } from './people';
import { shootBothWidths } from './screens';
import { signInWatchingDialogs } from './signed-in';

// What reading a bank file finds, as the review shows it: an OFX holding a checking and a card
// statement split between the two accounts their numbers name, a QIF whose dates read both ways
// asking their order, and OFX files cut short (refused before their first whole line, else taken
// with a warning). Screenshots at both sizes.

const run = Date.now().toString(36);
const TWO_ACCOUNTS_OFX = 'e2e/files/deux-comptes.ofx';
const AMBIGUOUS_QIF = 'e2e/files/dates-ambigues.qif';
const CUT_BEFORE_FIRST_LINE_OFX = 'e2e/files/releve-interrompu.ofx';
const CUT_AFTER_TWO_LINES_OFX = 'e2e/files/releve-tronque.ofx';

const CHECKING_REPORT = 'deux-comptes.ofx · compte …3659 · 2 lignes';
const CARD_REPORT = 'deux-comptes.ofx · compte …4321 · 3 lignes';

const INCOMPLETE_FILE =
  'Le fichier est incomplet : il s’arrête avant sa fin (son téléchargement a peut-être été interrompu). Téléchargez-le à nouveau depuis votre banque.';
const INCOMPLETE_WARNING =
  'Ce fichier semble tronqué : vérifiez que toutes les opérations attendues figurent dans la liste ci-dessous.';

const DATE_ORDER_REQUIRED =
  'Indiquez d’abord si les dates de ce fichier commencent par le jour ou par le mois.';

interface AccountToMake {
  name: string;
  number?: string;
  type?: 'CU' | 'CARTE';
}

/** A new person, signed in, with a bank holding these euro accounts; answers their ids. */
async function signInWithAccounts(page: Page, prefix: string, accounts: AccountToMake[]) {
  const person = newPerson(prefix);
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const ids: number[] = [];
  for (const account of accounts) {
    const saved = (await apiPost(page, '/api/account/0', {
      ...account,
      bank: { bankId: bank.bankId },
      currency: { currencyId: 1 },
      initialBalance: 0,
    })) as { accountId: number };
    ids.push(saved.accountId);
  }
  return { dialogs, ids };
}

/** Tries to incorporate every line: the modal shows the server's refusal, then is closed. */
async function expectIncorporationRefused(report: ImportReviewPage, message: string) {
  await report.page.getByRole('button', { name: 'Intégrer…' }).click();
  const dialog = report.dialog('Intégrer les lignes');
  await dialog.getByRole('button', { name: /^Intégrer \d+ lignes?$/ }).click();
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
}

test('import: a two-account OFX goes to the checking and the card account', async ({ page }) => {
  test.setTimeout(180_000);
  const checking = `Courant ${run}`;
  const card = `Carte ${run}`;
  const { dialogs, ids } = await signInWithAccounts(page, 'importofx', [
    { name: checking, number: '40021873659' },
    { name: card, number: '4970 1021 8834 4321', type: 'CARTE' },
  ]);
  const [checkingId, cardId] = ids as [number, number];
  await uploadFromAccount(page, checking, TWO_ACCOUNTS_OFX);

  const report = new ImportReviewPage(page);
  await expect(report.reports.locator('option')).toHaveText([CHECKING_REPORT, CARD_REPORT]);
  await report.reports.selectOption({ label: CHECKING_REPORT });
  await expect(report.account).toHaveValue(String(checkingId));
  await expect(report.lines.getByRole('row')).toHaveCount(3);
  await expect(report.line('VIR LOYER MARS')).toContainText('650,00 €');
  await expect(report.line('PRLV ASSURANCE HABITATION')).toBeVisible();

  await report.reports.selectOption({ label: CARD_REPORT });
  await expect(report.account).toHaveValue(String(cardId));
  await expect(report.lines.getByRole('row')).toHaveCount(4);
  await expect(report.line('BOULANGERIE DES HALLES')).toBeVisible();
  await expect(report.line('CINEMA LE REX')).toBeVisible();
  await expect(report.line('VIR LOYER MARS')).toHaveCount(0);
  await shootBothWidths(page, 'import-two-accounts');

  await report.incorporateAll(3);
  await expect(page).toHaveURL(`/operations?accountId=${cardId}&yearMonth=2025-03`);
  const operations = new OperationsPage(page);
  await operations.shown();
  await expect(operations.row('LIBRAIRIE LA PLUME')).toBeVisible();
  await expect(operations.row('CINEMA LE REX')).toBeVisible();
  await expect(operations.row('VIR LOYER MARS')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('import: a card statement that fits no account gets an account of its own', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const checking = `Courant ${run}`;
  const { dialogs } = await signInWithAccounts(page, 'importnew', [
    { name: checking, number: '40021873659' },
  ]);
  await uploadFromAccount(page, checking, TWO_ACCOUNTS_OFX);

  const report = new ImportReviewPage(page);
  await report.reports.selectOption({ label: CARD_REPORT });
  await expect(report.account.locator('option:checked')).toHaveText('Choisissez un compte');
  await page.getByRole('button', { name: 'Créer un compte pour le n° XXXXXXXXXXXX4321' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau compte' });
  await expect(form.getByRole('textbox', { name: 'Numéro' })).toHaveValue('XXXXXXXXXXXX4321');
  await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Carte ${run}`);
  await form.getByRole('combobox', { name: 'Banque' }).selectOption(`Banque ${run}`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  await expect(report.account.locator('option:checked')).toContainText(`Carte ${run}`);
  await expect(report.lines.getByRole('row')).toHaveCount(4);
  await shootBothWidths(page, 'import-new-account');
  expect(dialogs).toEqual([]);
});

test('import: a QIF whose dates read both ways asks their order first', async ({ page }) => {
  test.setTimeout(180_000);
  const { dialogs, ids } = await signInWithAccounts(page, 'importqif', [
    { name: `Courant ${run}` },
  ]);
  const [accountId] = ids as [number];
  const presentation = new ImportPresentationPage(page);
  await presentation.goto();
  await presentation.upload(AMBIGUOUS_QIF);

  const report = new ImportReviewPage(page);
  await report.account.selectOption(String(accountId));
  await expect(report.account).toHaveValue(String(accountId));
  const question = report.dateOrderQuestion;
  await expect(question).toContainText('celle de la première ligne, 03/04/2024');
  await expect(
    question.getByRole('button', { name: 'Le jour d’abord : 3 avril 2024' }),
  ).toBeVisible();
  await expect(report.line('VIREMENT SALAIRE')).toContainText('05/02/2024');
  await expect(report.line('PHARMACIE CENTRALE')).toContainText('02/06/2024');
  await shootBothWidths(page, 'import-date-order');
  await expectIncorporationRefused(report, DATE_ORDER_REQUIRED);

  await question.getByRole('button', { name: 'Le mois d’abord : 4 mars 2024' }).click();
  await expect(question).toBeHidden();
  await expect(report.line('VIREMENT SALAIRE')).toContainText('02/05/2024');
  await expect(report.line('PHARMACIE CENTRALE')).toContainText('06/02/2024');
  await expect(report.line('MARCHE DU SAMEDI')).toContainText('04/03/2024');

  // Read month-first, the latest line is May's salary (day-first it would be June's pharmacy).
  await report.incorporateAll(3);
  await expect(page).toHaveURL(`/operations?accountId=${accountId}&yearMonth=2024-05`);
  const operations = new OperationsPage(page);
  await operations.shown();
  await expect(operations.row('VIREMENT SALAIRE')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('import: an OFX cut before its first line is refused, one cut after two lines warns', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { dialogs, ids } = await signInWithAccounts(page, 'importcut', [
    { name: `Courant ${run}`, number: '50077341208' },
  ]);
  const [accountId] = ids as [number];
  const presentation = new ImportPresentationPage(page);
  await presentation.goto();
  const upload = await presentation.uploadRefused(CUT_BEFORE_FIRST_LINE_OFX);
  await expect(upload.getByRole('alert')).toHaveText(INCOMPLETE_FILE);
  await upload.getByRole('button', { name: 'Annuler' }).click();
  await expect(upload).toBeHidden();

  await presentation.upload(CUT_AFTER_TWO_LINES_OFX);
  const report = new ImportReviewPage(page);
  await expect(report.account).toHaveValue(String(accountId));
  await expect(report.findings).toContainText(INCOMPLETE_WARNING);
  await expect(report.lines.getByRole('row')).toHaveCount(3);
  await expect(report.line('PRLV EDF')).toBeVisible();
  await expect(report.line('VIR SALAIRE ATELIER')).toBeVisible();
  await shootBothWidths(page, 'import-truncated-warning');
  expect(dialogs).toEqual([]);
});
