import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO } from './fixtures';
import { AppShell } from './pages/app-shell';
import { AccountsPage, BanksPage } from './pages/banks-accounts-pages';
import { LoginPage } from './pages/login-page';
import { ParametersPage } from './pages/parameters-page';
import { createActiveAccount, newPerson } from './people';
import { shoot } from './screens';

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const BAD_IBAN = 'FR76 3000 6000 0112 3456 7890 188';

async function signIn(page: Page, login: string, password: string) {
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.signIn(login, password);
  await expect(new AppShell(page).heading).toHaveText('Accueil');
}

const saveButton = (dialog: ReturnType<BanksPage['dialog']>) =>
  dialog.getByRole('button', { name: 'Enregistrer' });

test.describe('banks and accounts', () => {
  test('a new person adds, renames and deletes banks and accounts; refusals are shown', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson('banks');
    await createActiveAccount(page.request, person);
    await signIn(page, person.login, person.password);

    // Banks: one of the reference list, one of a free name (required), renamed.
    const banks = new BanksPage(page);
    await banks.goto();
    await expect(page.getByText('Aucune banque pour l’instant')).toBeVisible();
    await banks.add.click();
    let dialog = banks.dialog('Nouvelle banque');
    await dialog.getByRole('combobox', { name: 'Banque' }).selectOption('BNP Paribas');
    await saveButton(dialog).click();
    await expect(banks.card('BNP Paribas')).toBeVisible();

    await banks.add.click();
    dialog = banks.dialog('Nouvelle banque');
    await saveButton(dialog).click();
    await expect(dialog.getByText('Saisissez le nom de la banque.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom de la banque' }).fill('Banque familiale');
    await saveButton(dialog).click();
    await banks
      .card('Banque familiale')
      .getByRole('button', { name: /^Modifier/ })
      .click();
    dialog = banks.dialog('Modifier la banque');
    await dialog.getByRole('textbox', { name: 'Nom de la banque' }).fill('Tirelire familiale');
    await saveButton(dialog).click();
    await expect(banks.card('Tirelire familiale')).toBeVisible();
    await expect(banks.card('Banque familiale')).toHaveCount(0);

    // Accounts: required fields, the IBAN checked, type CU by default.
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.add.click();
    dialog = accounts.dialog('Nouveau compte');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('CU');
    await saveButton(dialog).click();
    await expect(dialog.getByText('Saisissez le nom du compte.')).toBeVisible();
    await expect(dialog.getByText('Choisissez la banque du compte.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Compte joint');
    await dialog.getByRole('combobox', { name: 'Banque' }).selectOption('BNP Paribas');
    await dialog.getByRole('textbox', { name: 'IBAN' }).fill(BAD_IBAN);
    await saveButton(dialog).click();
    await expect(
      dialog.getByText('Cet IBAN n’est pas valide : vérifiez-le sur votre RIB.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'IBAN' }).fill(IBAN);
    await saveButton(dialog).click();
    await expect(dialog).toBeHidden();
    const joint = accounts.row('Compte joint');
    await expect(joint).toContainText('FR763…189');
    await expect(joint).toContainText('Compte courant');
    await expect(joint).not.toContainText(IBAN);

    // A bank without accounts offers to add one, in that bank.
    await banks.goto();
    await banks.card('Tirelire familiale').getByRole('link', { name: 'Ajouter un compte' }).click();
    dialog = accounts.dialog('Nouveau compte');
    await expect(dialog.getByRole('combobox', { name: 'Banque' })).toHaveValue(/^bank:/);
    await expect(
      dialog.getByRole('combobox', { name: 'Banque' }).locator('option:checked'),
    ).toHaveText('Tirelire familiale');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Épargne');
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('LIVRET_A');
    await dialog.getByRole('textbox', { name: 'Solde initial' }).fill('1500,5');
    await dialog.getByRole('spinbutton', { name: 'Taux d’intérêt (%)' }).fill('3');
    await saveButton(dialog).click();
    const savings = accounts.row('Épargne');
    await expect(savings).toContainText('Livret A');

    // Favourite, kept after a reload.
    const star = savings.getByRole('button', { name: 'Favori : Épargne' });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // An end before the start is refused; cancelling discards the edit.
    await savings.getByRole('button', { name: 'Modifier le compte Épargne' }).click();
    dialog = accounts.dialog('Modifier le compte');
    await expect(dialog.getByRole('textbox', { name: 'Solde initial' })).toHaveValue('1500,50');
    await dialog.getByRole('textbox', { name: 'Date d’ouverture' }).fill('01/03/2026');
    await dialog.getByRole('textbox', { name: 'Date de clôture' }).fill('01/02/2026');
    await saveButton(dialog).click();
    await expect(
      dialog.getByText('La date de fin ne peut pas précéder la date de début.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();

    // The main account cannot be deleted.
    const parameters = new ParametersPage(page);
    await parameters.goto();
    const preferences = parameters.card('Préférences');
    await preferences
      .getByRole('combobox', { name: 'Compte principal' })
      .selectOption({ label: 'Compte joint (BNP Paribas)' });
    await preferences.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(page.getByText('Vos préférences sont enregistrées.')).toBeVisible();
    await accounts.goto();
    await expect(joint).toContainText('Compte principal');
    await joint.getByRole('button', { name: 'Supprimer le compte Compte joint' }).click();
    dialog = accounts.dialog('Supprimer un compte');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Ce compte est votre compte principal');
    await shoot(page, 'desktop-fr-account-main-refused', false);
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(joint).toBeVisible();

    // An empty account deletes at once.
    await savings.getByRole('button', { name: 'Supprimer le compte Épargne' }).click();
    await accounts.dialog('Supprimer un compte').getByRole('button', { name: 'Supprimer' }).click();
    await expect(savings).toHaveCount(0);

    // Banks: the bank of the main account is refused, an empty one deleted.
    await banks.goto();
    await banks
      .card('BNP Paribas')
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    dialog = banks.dialog('Supprimer une banque');
    await expect(dialog).toContainText('ses comptes (nombre : 1)');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Ce compte est votre compte principal');
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await banks
      .card('Tirelire familiale')
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await banks.dialog('Supprimer une banque').getByRole('button', { name: 'Supprimer' }).click();
    await expect(banks.card('Tirelire familiale')).toHaveCount(0);
    await expect(banks.card('BNP Paribas')).toBeVisible();
  });

  test('an account holding operations is deleted after a second confirmation with the count', async ({
    page,
  }) => {
    // The demo's LDDS holds operations (transfers with the current account keep their other leg).
    await signIn(page, DEMO.login, DEMO.password);
    const accounts = new AccountsPage(page);
    await accounts.goto();
    const ldds = accounts.row('LDDS');
    await ldds.getByRole('button', { name: 'Supprimer le compte LDDS' }).click();
    const dialog = accounts.dialog('Supprimer un compte');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(dialog).toContainText(/contient encore des opérations \(nombre : \d+\)/);
    await shoot(page, 'desktop-fr-account-force-delete', false);
    await dialog.getByRole('button', { name: 'Supprimer avec ses opérations' }).click();
    await expect(page.getByText('Le compte LDDS a été supprimé.')).toBeVisible();
    await expect(ldds).toHaveCount(0);
  });
});
