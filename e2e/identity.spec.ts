import { expect, test } from './test';
import { linkFromOutbox } from './outbox';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ParametersPage } from './pages/parameters-page';
import { SignupPage } from './pages/signup-page';
import { publishNewTerms } from './terms';
import { activate, createActiveAccount, newPerson } from './people';

const NEW_PASSWORD = 'Fresh-Start-77';

test.describe('identity and settings', () => {
  let restoreTerms: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await restoreTerms?.();
    restoreTerms = undefined;
  });

  test('a visitor signs up, activates, accepts the terms, changes settings, signs in again', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const person = newPerson('e2e');
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.next.click();
    await signup.fillLogin(person);
    await signup.next.click();
    await signup.fillPerso();
    await signup.next.click();
    await signup.acceptTerms();
    await signup.submit.click();
    await expect(page.getByText('Votre compte est créé')).toBeVisible();
    await expect(signup.selectedTab).toContainText('Confirmation');

    // Signing up agreed to the terms in force; new ones published since are asked at sign-in.
    ({ restore: restoreTerms } = await publishNewTerms(baseURL!, `CGU ${person.login}`));
    await activate(page, person);
    const login = new LoginPage(page);
    await expect(page).toHaveURL(`/login?activate=${person.login}`);
    await expect(login.notice).toContainText('Votre compte est activé');
    await expect(login.username).toHaveValue(person.login);
    await login.password.fill(person.password);
    await login.submit.click();

    const shell = new AppShell(page);
    const terms = page.getByRole('dialog', { name: 'Conditions générales d’utilisation' });
    await expect(terms.getByRole('region')).toBeVisible();
    await terms.getByRole('button', { name: 'J’accepte' }).click();
    await expect(terms).toBeHidden();
    await expect(shell.heading).toHaveText('Accueil');

    const parameters = new ParametersPage(page);
    await parameters.goto();
    const preferences = parameters.card('Préférences');
    await preferences.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await preferences.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await expect(shell.heading).toHaveText('Settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // One language per person: the top bar's switch changes the account's, and the form follows.
    await shell.topBar.getByRole('button', { name: 'FR', exact: true }).click();
    await expect(shell.heading).toHaveText('Paramètres');
    await expect(
      parameters.card('Préférences').getByRole('combobox', { name: 'Langue' }),
    ).toHaveValue('fr');
    await page.reload();
    await expect(
      parameters.card('Préférences').getByRole('combobox', { name: 'Langue' }),
    ).toHaveValue('fr');
    await shell.topBar.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(shell.heading).toHaveText('Settings');

    const phone = parameters.card('Phone');
    await phone.getByRole('combobox', { name: 'Country code' }).selectOption('BE');
    await phone.getByRole('textbox', { name: 'Phone number' }).fill('0470 12 34 56');
    await phone.getByRole('button', { name: 'Save my phone' }).click();
    await expect(page.getByText('Your phone number has been saved.')).toBeVisible();

    await parameters.card('Sign-in').getByRole('button', { name: 'Change my password' }).click();
    const modal = parameters.dialog('Change my password');
    await modal.getByLabel('Current password').fill(person.password);
    await modal.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await modal.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await modal.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(modal).toBeHidden();

    // Everything was saved, and the renewed session still works.
    await page.reload();
    await expect(shell.heading).toHaveText('Settings');
    await expect(phone.getByRole('combobox', { name: 'Country code' })).toHaveValue('BE');
    await expect(phone.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0470 12 34 56');

    await shell.logout.click();
    await expect(page).toHaveURL(/\/login$/);
    await login.signIn(person.login, person.password);
    await expect(login.error).toHaveText('Incorrect username or password.');
    await login.signIn(person.login, NEW_PASSWORD);
    await expect(shell.heading).toHaveText('Home');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a person who forgot the password sets a new one from the mail and signs in', async ({
    page,
  }) => {
    const person = newPerson('e2eforgot');
    await createActiveAccount(page.request, person);
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('status')).toContainText('Si un compte utilise cette adresse');

    await page.goto(await linkFromOutbox(page.request, person.email, '/forgotPassword'));
    await expect(page.getByText(`« ${person.login} »`)).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();

    await expect(page).toHaveURL(/\/login\?passwordUpdated$/);
    await expect(login.notice).toContainText('Votre mot de passe a été modifié');
    await login.signIn(person.login, NEW_PASSWORD);
    await expect(new AppShell(page).heading).toHaveText('Accueil');
  });

  test('a person deletes the account and can no longer sign in', async ({ page }) => {
    const person = newPerson('e2edelete');
    await createActiveAccount(page.request, person);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(person.login, person.password);
    await expect(new AppShell(page).heading).toHaveText('Accueil');

    const parameters = new ParametersPage(page);
    await parameters.goto();
    await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
    const modal = parameters.dialog('Supprimer mon compte');
    await modal.getByLabel('Mot de passe actuel').fill(person.password);
    await modal.getByRole('combobox', { name: 'Pourquoi partez-vous ?' }).selectOption('OTHER');
    await modal.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(modal.getByLabel(/Commentaire/)).toHaveAccessibleDescription(
      /Précisez votre raison/,
    );
    await modal.getByLabel(/Commentaire/).fill('Je pars à l’étranger.');
    await modal.getByRole('button', { name: 'Supprimer définitivement' }).click();

    await expect(modal.getByText('Votre compte est supprimé')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });
    await expect(login.notice).toContainText('Votre compte a été supprimé');
    await login.signIn(person.login, person.password);
    await expect(login.error).toHaveText('Identifiant ou mot de passe incorrect.');
  });
});
