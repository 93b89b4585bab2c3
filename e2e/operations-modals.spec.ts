import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { ADMIN } from './fixtures';
import { OperationModal } from './pages/operation-modal';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// Acceptance for the operation and transfer modals, opened from the operations
// list: a debit, a credit, a three-way split (the remainder checked while typing), a transfer,
// an edit and deletes; a hostile payee name shows as text and no browser dialog ever opens.

const run = Date.now().toString(36);
const HOSTILE = '<img src=x onerror=alert(1)>';
const CURRENT = `Courant ${run}`;
const SAVINGS = `Livret ${run}`;
const NEW_OPERATION = /^(Nouvelle opération|New operation)$/;
const NEW_TRANSFER = /^(Nouveau virement|New transfer)$/;

interface Seeded {
  current: number;
  savings: number;
}

async function seed(page: Page): Promise<Seeded> {
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const account = async (name: string) =>
    (
      (await apiPost(page, '/api/account/0', {
        name,
        bank: { bankId: bank.bankId },
        currency: { currencyId: 1 },
      })) as { accountId: number }
    ).accountId;
  return { current: await account(CURRENT), savings: await account(SAVINGS) };
}

async function openList(page: Page, accountId: number) {
  await page.goto(`/operations?accountId=${accountId}`);
  await page.getByRole('heading', { name: /^(Opérations|Operations)$/, level: 1 }).waitFor();
}

/** Clicks a list action; on a phone the actions are in the sheet the Actions button opens. */
async function listAction(page: Page, name: RegExp) {
  const actions = page.getByRole('button', { name: 'Actions', exact: true });
  if (await actions.isVisible()) await actions.click();
  await page.getByRole('button', { name }).click();
}

async function newOperation(page: Page) {
  await page.getByRole('button', { name: NEW_OPERATION }).click();
  const modal = OperationModal.of(page, NEW_OPERATION);
  await expect(modal.field(/^(Montant|Amount)$/)).toBeVisible();
  return modal;
}

/** Opens the operation of the list whose row holds `text`. */
async function openRow(page: Page, text: string, title: RegExp) {
  await page.getByRole('row').filter({ hasText: text }).first().getByText(text).first().click();
  const modal = OperationModal.of(page, title);
  await expect(modal.field(/^(Montant|Amount|Montant envoyé|Amount sent)$/)).toBeVisible();
  return modal;
}

async function recordDebitWithNewHostilePayee(page: Page) {
  const modal = await newOperation(page);
  await modal.field('Montant').fill('42,50');
  await modal.combobox('Tiers').fill(HOSTILE);
  await page.getByRole('option', { name: `Nouveau tiers « ${HOSTILE} »…` }).click();
  const payee = page.getByRole('dialog', { name: 'Nouveau tiers' });
  await expect(payee.getByRole('textbox', { name: 'Nom' })).toHaveValue(HOSTILE);
  await payee
    .getByRole('combobox', { name: 'Catégorie au débit', exact: true })
    .fill('Supermarché');
  await page.getByRole('option', { name: 'Alimentation / Supermarché', exact: true }).click();
  await payee.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal.combobox('Tiers')).toHaveValue(HOSTILE);
  await expect(modal.combobox('Catégorie')).toHaveValue('Alimentation / Supermarché');
  await expect(modal.field('Montant')).toHaveValue('42,50');
  await modal.field('Mémo').fill(`Courses ${run}`);
  await modal.save();
  await expect(page.getByRole('row').filter({ hasText: HOSTILE }).first()).toBeVisible();
}

async function recordCredit(page: Page) {
  const modal = await newOperation(page);
  await modal.field('Montant').fill('1500');
  await modal.dialog.getByRole('radio', { name: 'Crédit' }).check();
  await modal.choose('Catégorie', 'Salaire', 'Salaires / Salaire');
  await modal.field('Mémo').fill(`Salaire ${run}`);
  await modal.save();
  await expect(page.getByRole('row').filter({ hasText: `Salaire ${run}` })).toBeVisible();
}

async function recordThreeWaySplit(page: Page) {
  const modal = await newOperation(page);
  await modal.field('Montant').fill('100');
  await modal.field('Mémo').fill(`Ventilée ${run}`);
  await modal.choose('Catégorie', 'Ventilation', 'Ventilation (plusieurs catégories)');
  await expect(modal.field('Montant de la part 1')).toHaveValue('100,00');
  await expect(modal.remainder).toHaveText('Reste à ventiler : 0,00 €');

  const part1 = modal.field('Montant de la part 1');
  await part1.fill('');
  await part1.pressSequentially('5');
  await expect(modal.remainder).toHaveText('Reste à ventiler : 95,00 €');
  await part1.pressSequentially('0');
  await expect(modal.remainder).toHaveText('Reste à ventiler : 50,00 €');
  await modal.choose('Catégorie de la part 1', 'Supermarché', 'Alimentation / Supermarché');
  await modal.typeAmount('Montant de la part 2', '30,25');
  await expect(modal.remainder).toHaveText('Reste à ventiler : 19,75 €');
  await modal.choose('Catégorie de la part 2', 'Sorties', 'Loisirs / Sorties');
  await modal.dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal.dialog.getByText(/le reste doit être nul/)).toBeVisible();

  await modal.typeAmount('Montant de la part 3', '19.75');
  await expect(modal.remainder).toHaveText('Reste à ventiler : 0,00 €');
  await modal.choose('Catégorie de la part 3', 'Boulangerie', 'Alimentation / Boulangerie');
  await modal.save();
  await expect(page.getByRole('row').filter({ hasText: `Ventilée ${run}` })).toBeVisible();
}

async function recordTransfer(page: Page, savings: number) {
  await page.getByRole('button', { name: NEW_TRANSFER }).click();
  const modal = OperationModal.of(page, NEW_TRANSFER);
  await modal.dialog
    .getByRole('combobox', { name: 'Compte crédité' })
    .selectOption(String(savings));
  await modal.field('Montant envoyé').fill('200');
  await modal.field('Mémo').fill(`Épargne ${run}`);
  await modal.save();
  await expect(page.getByRole('row').filter({ hasText: `Épargne ${run}` })).toBeVisible();
}

async function editAndDelete(page: Page) {
  let modal = await openRow(page, `Salaire ${run}`, /^(Modifier l’opération|Edit the operation)$/);
  await expect(modal.field('Montant')).toHaveValue('1500,00');
  await modal.field('Montant').fill('1600');
  await modal.save();
  await expect(page.getByRole('row').filter({ hasText: `Salaire ${run}` })).toContainText(
    '1 600,00',
  );

  modal = await openRow(page, `Salaire ${run}`, /^(Modifier l’opération|Edit the operation)$/);
  await modal.delete();
  await expect(page.getByRole('row').filter({ hasText: `Salaire ${run}` })).toHaveCount(0);

  modal = await openRow(page, `Épargne ${run}`, /^(Modifier le virement|Edit the transfer)$/);
  await modal.delete();
  await expect(page.getByRole('row').filter({ hasText: `Épargne ${run}` })).toHaveCount(0);
}

async function screenshots(page: Page, language: 'fr' | 'en', accountId: number) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await openList(page, accountId);
    const modal = await openRow(
      page,
      `Ventilée ${run}`,
      /^(Modifier l’opération|Edit the operation)$/,
    );
    await expect(modal.remainder).toBeVisible();
    await shoot(page, `${device}-${language}-operation-modal-split`, false);
    await modal.cancel();
    await listAction(page, NEW_TRANSFER);
    const transfer = OperationModal.of(page, NEW_TRANSFER);
    await expect(transfer.field(/^(Montant envoyé|Amount sent)$/)).toBeVisible();
    await shoot(page, `${device}-${language}-transfer-modal`, false);
    await transfer.cancel();
    const hostile = await openRow(page, HOSTILE, /^(Modifier l’opération|Edit the operation)$/);
    await expect(hostile.combobox(/^(Tiers|Payee)$/)).toHaveValue(HOSTILE);
    await shoot(page, `${device}-${language}-operation-modal`, false);
    await hostile.cancel();
  }
}

test('operation and transfer modals: debit, credit, split, transfer, edit, delete', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dialogs = await signInWatchingDialogs(page, ADMIN);
  const accounts = await seed(page);

  await openList(page, accounts.current);
  await recordDebitWithNewHostilePayee(page);
  await recordCredit(page);
  await recordThreeWaySplit(page);
  await recordTransfer(page, accounts.savings);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await screenshots(page, 'fr', accounts.current);
  await editAndDelete(page);

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await screenshots(page, 'en', accounts.current);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  expect(dialogs).toEqual([]);
});
