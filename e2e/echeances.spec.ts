import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { ADMIN } from './fixtures';
import { EcheancesPage } from './pages/echeances-page';
import type { OperationModal } from './pages/operation-modal';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// Acceptance for /previsionnel/operations: plan a salary (credit, monthly) and a
// rent (debit, monthly, saved automatically on an account), edit one, sort, bulk-delete one;
// screenshots at 1280 and 375 px with the axe check; no browser dialog ever opens.

const run = Date.now().toString(36);
const EMPLOYER = `Employeur ${run}`;
const LANDLORD = `Bailleur ${run}`;
const GYM = `Club ${run}`;
const ACCOUNT = `Courant ${run}`;
const year = new Date().getFullYear();

async function seed(page: Page) {
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const account = (await apiPost(page, '/api/account/0', {
    name: ACCOUNT,
    bank: { bankId: bank.bankId },
    currency: { currencyId: 1 },
  })) as { accountId: number };
  // Each payee's default category is of the other side, so choosing it changes nothing here.
  const trees = (await (await page.request.get('/api/category')).json()) as Record<
    'credit' | 'debit',
    { categoryId: number }[]
  >;
  const credit = { categoryId: trees.credit[0]!.categoryId };
  const debit = { categoryId: trees.debit[0]!.categoryId };
  await apiPost(page, '/api/payees', { name: EMPLOYER, debitCategory: debit });
  for (const name of [LANDLORD, GYM]) {
    await apiPost(page, '/api/payees', { name, creditCategory: credit });
  }
  return account.accountId;
}

async function fillCommon(modal: OperationModal, payee: string, amount: string) {
  await modal.field('Date de début').fill(`05/01/${year}`);
  await modal.typeAmount('Montant', amount);
  await modal.choose('Tiers', payee, payee);
}

async function planSalary(plans: EcheancesPage) {
  const modal = await plans.openNew();
  await expect(modal.field('Date de début')).toHaveValue(`01/01/${year}`);
  await modal.dialog.getByRole('radio', { name: 'Crédit' }).check();
  await fillCommon(modal, EMPLOYER, '2500');
  // The category is required: the form says so before anything is sent.
  await modal.dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal.dialog.getByText('La catégorie est obligatoire.')).toBeVisible();
  await modal.choose('Catégorie', 'Salaire', 'Salaires / Salaire');
  await modal.save();
  await expect(plans.row(EMPLOYER)).toContainText('2 500,00 €');
  await expect(plans.row(EMPLOYER)).toContainText('Chaque mois');
}

async function planRent(plans: EcheancesPage, accountId: number) {
  const modal = await plans.openNew();
  await fillCommon(modal, LANDLORD, '800');
  await modal.choose('Catégorie', 'Loyer', 'Logement / Loyer');
  await modal.dialog.getByRole('checkbox', { name: 'Enregistrer automatiquement' }).check();
  await modal.dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(modal.dialog.getByText(/Le compte est obligatoire/)).toBeVisible();
  // The selector names it "Bank - Account", or groups it under its bank: chosen by its id.
  await modal.dialog
    .getByRole('combobox', { name: 'Compte', exact: true })
    .selectOption(String(accountId));
  await modal.save();
  await expect(plans.row(LANDLORD)).toContainText('-800,00 €');
  await expect(plans.row(LANDLORD)).toContainText(`${ACCOUNT} (automatique)`);
}

async function planGym(plans: EcheancesPage) {
  const modal = await plans.openNew();
  await fillCommon(modal, GYM, '35');
  await modal.dialog.getByRole('combobox', { name: 'Fréquence' }).selectOption({
    label: 'Chaque semaine',
  });
  await modal.choose('Catégorie', 'Sport', 'Loisirs / Sport');
  await modal.save();
}

async function editSalary(plans: EcheancesPage) {
  const modal = await plans.openEdit(EMPLOYER);
  await expect(modal.field('Montant')).toHaveValue('2500,00');
  await modal.typeAmount('Montant', '2650');
  await modal.save();
  await expect(plans.row(EMPLOYER)).toContainText('2 650,00 €');
}

async function sortAndDelete(plans: EcheancesPage) {
  await plans.sortBy('Montant', 'Décroissant');
  const payees = await plans.payeesInOrder();
  const ours = payees.filter((name) => name.endsWith(run));
  expect(ours).toEqual([EMPLOYER, GYM, LANDLORD]);
  await plans.select(GYM).check();
  await expect(plans.deleteSelection).toHaveText('Supprimer la sélection (1)');
  await plans.deleteSelection.click();
  const confirm = plans.page.getByRole('dialog', { name: 'Supprimer l’opération prévue' });
  await expect(confirm).toContainText('Les opérations déjà enregistrées restent');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(plans.row(GYM)).toHaveCount(0);
  await expect(plans.row(EMPLOYER)).toHaveCount(1);
}

async function screenshots(plans: EcheancesPage) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await plans.page.setViewportSize(viewport);
    await plans.goto();
    await expect(plans.row(LANDLORD)).toBeVisible();
    await shoot(plans.page, `${device}-fr-echeances-list`);
    await plans.openEdit(LANDLORD);
    await shoot(plans.page, `${device}-fr-echeances-modal`, false);
    await plans.page.getByRole('button', { name: 'Annuler' }).click();
  }
  await plans.page.setViewportSize(VIEWPORTS.desktop);
}

test('planned operations: salary and rent, edit, sort, bulk delete, screenshots', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dialogs = await signInWatchingDialogs(page, ADMIN);
  const accountId = await seed(page);
  const plans = new EcheancesPage(page);
  await plans.goto();
  await planSalary(plans);
  await planRent(plans, accountId);
  await planGym(plans);
  await editSalary(plans);
  await sortAndDelete(plans);
  await screenshots(plans);
  expect(dialogs).toEqual([]);
});
