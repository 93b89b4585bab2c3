import { Secret, TOTP } from 'otpauth';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as lane } from './test';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { ParametersPage } from './pages/parameters-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { startServer } from './servers';

// Passkeys (issue 29): a person adds a passkey on /parameters with Chromium's virtual
// authenticator (CDP WebAuthn domain), signs out, signs in with it alone, and deletes it.
// Passkeys refuse an IP address as their site: these flows use a server of their own, whose
// public address is http://localhost:<port>.

const test = lane.extend<object, { localServer: string }>({
  localServer: [
    async ({ browserName: _browser }, use, workerInfo) => {
      const dir = path.join(process.env.E2E_TMP_DIR!, `passkeys-${workerInfo.workerIndex}`);
      const server = await startServer(dir, { host: 'localhost' });
      await use(server.url);
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ localServer }, use) => use(localServer),
});

/** An authenticator built in, with user verification, that always consents. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const WORDS = {
  fr: {
    card: 'Clés d’accès',
    name: 'Nom de la clé',
    add: 'Ajouter une clé d’accès',
    empty: 'Vous n’avez pas de clé d’accès.',
    never: 'Jamais',
    signIn: 'Se connecter avec une clé d’accès',
    remove: 'Supprimer la clé d’accès Mon ordinateur',
    confirmTitle: 'Supprimer cette clé d’accès ?',
    confirm: 'Supprimer',
    dismiss: 'Masquer',
  },
  en: {
    card: 'Passkeys',
    name: 'Passkey name',
    add: 'Add a passkey',
    empty: 'You have no passkey.',
    never: 'Never',
    signIn: 'Sign in with a passkey',
    remove: 'Delete the passkey Mon ordinateur',
    confirmTitle: 'Delete this passkey?',
    confirm: 'Delete',
    dismiss: 'Dismiss',
  },
};

test.describe('passkeys', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const [language, words] of Object.entries(WORDS)) {
      test(`${device}, ${language}: add a passkey, sign out, sign in with it alone`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await addVirtualAuthenticator(page);
        const person = newPerson(`pk${device}${language}`);
        await createActiveAccount(page.request, person);
        await page.setViewportSize(viewport);
        const login = new LoginPage(page);
        await login.goto();
        if (language === 'en') await login.switchLanguage('EN');
        await login.signIn(person.login, person.password);
        await expect(page).not.toHaveURL(/login/);

        const parameters = new ParametersPage(page);
        await parameters.goto();
        // The person's own language (French here) is applied once signed in: switched again.
        if (language === 'en') await page.getByRole('button', { name: 'EN', exact: true }).click();
        const card = parameters.card(words.card);
        await expect(card.getByText(words.empty)).toBeVisible();
        await card.getByLabel(words.name, { exact: true }).fill('Mon ordinateur');
        await card.getByRole('button', { name: words.add }).click();
        const row = card.getByRole('row').filter({ hasText: 'Mon ordinateur' });
        await expect(row).toContainText(words.never);
        await page.getByRole('button', { name: words.dismiss }).click();
        await card.scrollIntoViewIfNeeded();
        await shoot(page, `${device}-${language}-passkeys-card`, false);

        const shell = new AppShell(page);
        if (!(await shell.logout.isVisible())) await shell.menuToggle.click();
        await shell.logout.click();
        await expect(page).toHaveURL(/\/login$/);
        const passkeyButton = page.getByRole('button', { name: words.signIn });
        await expect(passkeyButton).toBeVisible();
        await shoot(page, `${device}-${language}-passkeys-login`);
        await passkeyButton.click();
        await expect(page).not.toHaveURL(/login/);

        await parameters.goto();
        await expect(row).not.toContainText(words.never);
        await card.getByRole('button', { name: words.remove }).click();
        await parameters
          .dialog(words.confirmTitle)
          .getByRole('button', { name: words.confirm, exact: true })
          .click();
        await expect(card.getByText(words.empty)).toBeVisible();
      });
    }
  }

  test('two-factor on: after the password, a passkey gives the second step', async ({ page }) => {
    test.setTimeout(90_000);
    await addVirtualAuthenticator(page);
    const person = newPerson('pk2fa');
    await createActiveAccount(page.request, person);
    await page.setViewportSize(VIEWPORTS.desktop);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(person.login, person.password);
    await expect(page).not.toHaveURL(/login/);
    const parameters = new ParametersPage(page);
    await parameters.goto();
    const twoFactor = parameters.card('Double authentification');
    await twoFactor.getByRole('button', { name: 'Activer' }).click();
    const secret = (await twoFactor.locator('.two-factor__secret code').textContent()) ?? '';
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await twoFactor.getByLabel('Code affiché par l’application').fill(code);
    await twoFactor.getByRole('button', { name: 'Confirmer et activer' }).click();
    await twoFactor.getByRole('button', { name: 'Je les ai enregistrés' }).click();
    const card = parameters.card(WORDS.fr.card);
    await card.getByLabel(WORDS.fr.name, { exact: true }).fill('Mon ordinateur');
    await card.getByRole('button', { name: WORDS.fr.add }).click();
    await expect(card.getByRole('row').filter({ hasText: 'Mon ordinateur' })).toBeVisible();

    const shell = new AppShell(page);
    await shell.logout.click();
    await login.signIn(person.login, person.password);
    await expect(page.getByRole('textbox', { name: 'Code de vérification' })).toBeVisible();
    const usePasskey = page.getByRole('button', { name: 'Utiliser une clé d’accès' });
    await expect(usePasskey).toBeVisible();
    await shoot(page, 'desktop-fr-passkeys-second-factor');
    await page.setViewportSize(VIEWPORTS.mobile);
    await shoot(page, 'mobile-fr-passkeys-second-factor');
    await usePasskey.click();
    await expect(page).not.toHaveURL(/login/);
  });
});
