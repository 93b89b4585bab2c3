import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { OperationsPage } from './pages/operations-page';
import { createActiveAccount, newPerson } from './people';
import { shootBothWidths } from './screens';
import { signInWatchingDialogs } from './signed-in';

// A premium user connects the sandbox bank, matches two accounts, sees the sync run
// and end, then reconnects the bank after it asks for strong authentication (SCARequired).

const shootBoth = (page: Page, name: string, fullPage = true) =>
  shootBothWidths(page, `bank-sync-${name}`, fullPage);

async function goPremium(page: Page) {
  await page.goto('/upgrade');
  await page.getByLabel(/Paiement mensuel/).check();
  await page.getByRole('button', { name: 'S’abonner avec PayPal' }).click();
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();
  await expect(page.getByText('Bienvenue en premium')).toBeVisible();
}

async function createAccounts(page: Page) {
  const bank = (await apiPost(page, '/api/bank/0', { name: 'Ma banque' })) as { bankId: number };
  const account = async (name: string) =>
    (
      (await apiPost(page, '/api/account/0', {
        name,
        bank: { bankId: bank.bankId },
        currency: { currencyId: 1 },
      })) as { accountId: number }
    ).accountId;
  return { current: await account('Courant'), savings: await account('Épargne') };
}

const section = (page: Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { name: 'Synchronisation bancaire', level: 2 }),
  });

/** On the sandbox bank's page: leave the connection in `state` ('' is healthy) and go back. */
async function sandboxSubmit(page: Page, heading: string, state: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await page.getByLabel('État de la connexion après validation').selectOption(state);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/parameters/);
}

test('a premium user connects a bank, matches two accounts, syncs, then reconnects', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('bisync');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  await page.goto('/parameters');
  await expect(section(page).getByText('Réservé à premium')).toBeVisible();
  await goPremium(page);
  const ids = await createAccounts(page);

  await page.goto('/parameters');
  await expect(section(page).getByText('Aucune banque n’est encore connectée.')).toBeVisible();
  await shootBoth(page, 'parameters-empty');
  await section(page).getByRole('button', { name: 'Activer l’import automatique' }).click();
  await sandboxSubmit(page, 'Connecter une banque', '');
  await expect(section(page).getByText(/L’import automatique est activé/)).toBeVisible();

  const modal = page.getByRole('dialog', { name: 'Comptes bancaires à synchroniser' });
  await expect(modal).toBeVisible();
  const currentRow = modal.getByRole('group', { name: /Compte courant/ });
  const savingsRow = modal.getByRole('group', { name: /Livret A/ });
  await currentRow.getByLabel('Compte dans Pécule').selectOption({ label: 'Courant (Ma banque)' });
  await savingsRow.getByLabel('Compte dans Pécule').selectOption({ label: 'Courant (Ma banque)' });
  await modal.getByRole('button', { name: 'Enregistrer et synchroniser' }).click();
  await expect(savingsRow.getByText('Ce compte est déjà choisi')).toBeVisible();
  await savingsRow.getByLabel('Compte dans Pécule').selectOption({ label: 'Épargne (Ma banque)' });
  await currentRow.getByLabel('Opérations à importer').selectOption('ALL_AVAILABLE');
  await savingsRow.getByRole('button', { name: '10 jours avant' }).click();
  await shootBoth(page, 'modal', false);
  await modal.getByRole('button', { name: 'Enregistrer et synchroniser' }).click();
  await expect(page.getByText('Synchronisation en cours…')).toBeVisible();
  await expect(page.getByText('Synchronisation terminée : vos comptes sont à jour.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(modal).toBeHidden();

  const operations = new OperationsPage(page);
  await operations.goto(ids.current, new Date().toISOString().slice(0, 7));
  await expect(page.locator('tbody tr[data-row-index]').first()).toBeVisible();
  await shootBoth(page, 'operations');

  await page.goto('/');
  const greeting = page.getByRole('dialog', { name: /^Bienvenue sur Pécule/ });
  await greeting.getByRole('button', { name: 'C’est parti' }).click();
  await expect(greeting).toBeHidden();
  const tile = page.locator('section', {
    has: page.getByRole('heading', { name: 'Synchronisation bancaire', level: 2 }),
  });
  await expect(tile).toContainText('2 comptes liés');
  await expect(tile).toContainText('Tous les comptes liés sont à jour.');
  await shootBoth(page, 'home');

  await page.goto('/parameters/accounts');
  await expect(page.getByText('Synchronisé', { exact: true })).toHaveCount(2);
  await shootBoth(page, 'accounts');

  await page.goto('/parameters');
  await section(page)
    .getByRole('button', { name: /Gérer la connexion à/ })
    .click();
  await sandboxSubmit(page, 'Gérer mes connexions', 'SCARequired');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Enregistrer et synchroniser' }).click();
  await expect(modal.getByText('La banque n’a pas pu être synchronisée.')).toBeVisible();
  await expect(modal.getByText(/authentification forte/)).toBeVisible();
  await shootBoth(page, 'modal-sca', false);
  await modal.getByRole('button', { name: 'Reconnecter' }).click();
  await sandboxSubmit(page, 'Reconnecter ma banque', '');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Enregistrer et synchroniser' }).click();
  await expect(page.getByText('Synchronisation terminée : vos comptes sont à jour.')).toBeVisible({
    timeout: 15_000,
  });
  await shootBoth(page, 'parameters-linked');
  await section(page).getByRole('button', { name: 'Désactiver l’import automatique' }).click();
  await expect(section(page).getByText('L’import automatique est désactivé.')).toBeVisible();
  expect(dialogs).toEqual([]);
});
