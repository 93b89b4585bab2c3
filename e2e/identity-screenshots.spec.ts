import { expect, test } from './test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ParametersPage } from './pages/parameters-page';
import { SignupPage } from './pages/signup-page';
import { publishNewTerms } from './terms';
import { activate, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';

test.describe('identity screenshots', () => {
  let restoreTerms: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await restoreTerms?.();
    restoreTerms = undefined;
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${device}: signup tabs, terms modal, parameters, delete modal`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto('/parameters/versions/anonymous');
      await expect(page.getByRole('table')).toBeVisible();
      await shoot(page, `${device}-versions-anonymous`);

      const person = newPerson(`shot${device}`);
      const signup = new SignupPage(page);
      await signup.goto();
      await page.getByRole('radio', { name: /^Premium/ }).check();
      await page.getByRole('radio', { name: 'Paiement mensuel' }).check();
      await shoot(page, `${device}-signup-1-option`);
      await signup.next.click();
      await signup.fillLogin(person);
      await shoot(page, `${device}-signup-2-login`);
      await signup.next.click();
      await signup.fillPerso();
      await shoot(page, `${device}-signup-3-perso`);
      await signup.next.click();
      await signup.acceptTerms();
      await shoot(page, `${device}-signup-4-comm`);
      await signup.submit.click();
      await expect(page.getByText('Votre compte est créé')).toBeVisible();
      await shoot(page, `${device}-signup-5-confirm`);

      // Signing up agreed to the terms in force; new ones published since are asked at sign-in.
      ({ restore: restoreTerms } = await publishNewTerms(baseURL!, `CGU ${person.login}`));
      await activate(page, person);
      const login = new LoginPage(page);
      await login.password.fill(person.password);
      await login.submit.click();
      const terms = page.getByRole('dialog', { name: 'Conditions générales d’utilisation' });
      await expect(terms.getByRole('region')).toBeVisible();
      await shoot(page, `${device}-terms-modal`, false);
      await terms.getByRole('button', { name: 'J’accepte' }).click();
      await expect(new AppShell(page).heading).toHaveText('Accueil');

      const parameters = new ParametersPage(page);
      await parameters.goto();
      await expect(
        parameters.card('Préférences').getByRole('combobox', { name: 'Langue' }),
      ).toBeVisible();
      await expect(parameters.card('Téléphone').getByRole('combobox')).toBeVisible();
      await shoot(page, `${device}-parameters`);

      await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
      const modal = parameters.dialog('Supprimer mon compte');
      await modal.getByRole('combobox', { name: 'Pourquoi partez-vous ?' }).selectOption('OTHER');
      await modal.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await expect(modal.getByText('Précisez votre raison dans le commentaire.')).toBeVisible();
      await shoot(page, `${device}-delete-modal`, false);
      await modal.getByRole('button', { name: 'Annuler' }).click();

      await parameters
        .card('Connexion')
        .getByRole('button', { name: 'Changer mon mot de passe' })
        .click();
      await expect(parameters.dialog('Changer mon mot de passe')).toBeVisible();
      await shoot(page, `${device}-password-modal`, false);
    });
  }
});
