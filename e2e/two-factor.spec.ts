import { Secret, TOTP } from 'otpauth';
import { expect, test } from './test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ParametersPage } from './pages/parameters-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';

// Two-factor (issue 29): a person turns TOTP on from /parameters, computing the code as their
// authenticator app would, keeps the recovery codes, signs out and signs in with a code.

/** The code of the next period: the confirming code's own period is spent (no replay). */
const nextCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + 30_000 });

test.describe('two-factor authentication', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${device}: turn it on, sign out, sign in with the code`, async ({ page }) => {
      test.setTimeout(90_000);
      const person = newPerson(`tfa${device}`);
      await createActiveAccount(page.request, person);
      await page.setViewportSize(viewport);
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(person.login, person.password);
      await expect(page).not.toHaveURL(/login/);

      const parameters = new ParametersPage(page);
      await parameters.goto();
      const card = parameters.card('Double authentification');
      await card.getByRole('button', { name: 'Activer' }).click();
      await expect(
        card.getByRole('img', {
          name: 'QR code à scanner avec une application d’authentification',
        }),
      ).toBeVisible();
      const secret = (await card.locator('.two-factor__secret code').textContent()) ?? '';
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `${device}-fr-two-factor-setup`);

      const now = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
      await card.getByLabel('Code affiché par l’application').fill(now);
      await card.getByRole('button', { name: 'Confirmer et activer' }).click();
      const codes = card.getByRole('list', { name: 'Vos codes de secours' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await shoot(page, `${device}-fr-two-factor-recovery-codes`);
      await card.getByRole('button', { name: 'Je les ai enregistrés' }).click();
      await expect(card.getByText('La double authentification est activée.')).toBeVisible();
      await expect(card.getByText(/10 codes de secours restants/)).toBeVisible();

      const shell = new AppShell(page);
      if (!(await shell.logout.isVisible())) await shell.menuToggle.click();
      await shell.logout.click();
      await expect(page).toHaveURL(/\/login$/);

      await login.signIn(person.login, person.password);
      const code = page.getByRole('textbox', { name: 'Code de vérification' });
      await expect(code).toBeVisible();
      // The password alone opens nothing: a screen asked for directly goes back to /login.
      await page.goto('/parameters');
      await expect(page).toHaveURL(/\/login/);
      await login.signIn(person.login, person.password);
      await expect(code).toBeVisible();
      await shoot(page, `${device}-fr-two-factor-login`);
      await code.fill(nextCode(secret));
      await page.getByRole('button', { name: 'Vérifier' }).click();
      // Back to the page asked for while the code was due.
      await expect(page).toHaveURL(/\/parameters$/);
      await expect(parameters.card('Double authentification')).toBeVisible();
    });
  }
});
