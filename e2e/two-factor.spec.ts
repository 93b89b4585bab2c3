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

/** The words a person reads, in each language the test runs in. */
const WORDS = {
  fr: {
    card: 'Double authentification',
    enable: 'Activer',
    qr: 'QR code à scanner avec une application d’authentification',
    code: 'Code affiché par l’application',
    confirm: 'Confirmer et activer',
    recoveryCodes: 'Vos codes de secours',
    saved: 'Je les ai enregistrés',
    on: 'La double authentification est activée.',
    left: /10 codes de secours restants/,
    verification: 'Code de vérification',
    verify: 'Vérifier',
  },
  en: {
    card: 'Two-factor authentication',
    enable: 'Turn on',
    qr: 'QR code to scan with an authenticator app',
    code: 'Code shown by the app',
    confirm: 'Confirm and turn on',
    recoveryCodes: 'Your recovery codes',
    saved: 'I have saved them',
    on: 'Two-factor authentication is on.',
    left: /10 recovery codes left/,
    verification: 'Verification code',
    verify: 'Verify',
  },
};

test.describe('two-factor authentication', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const [language, words] of Object.entries(WORDS)) {
      test(`${device}, ${language}: turn it on, sign out, sign in with the code`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const person = newPerson(`tfa${device}${language}`);
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
        await card.getByRole('button', { name: words.enable }).click();
        await expect(card.getByRole('img', { name: words.qr })).toBeVisible();
        const secret = (await card.locator('.two-factor__secret code').textContent()) ?? '';
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await card.scrollIntoViewIfNeeded();
        await shoot(page, `${device}-${language}-two-factor-setup`);

        const now = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
        await card.getByLabel(words.code).fill(now);
        await card.getByRole('button', { name: words.confirm }).click();
        const codes = card.getByRole('list', { name: words.recoveryCodes }).getByRole('listitem');
        await expect(codes).toHaveCount(10);
        await shoot(page, `${device}-${language}-two-factor-recovery-codes`);
        await card.getByRole('button', { name: words.saved }).click();
        await expect(card.getByText(words.on)).toBeVisible();
        await expect(card.getByText(words.left)).toBeVisible();

        const shell = new AppShell(page);
        if (!(await shell.logout.isVisible())) await shell.menuToggle.click();
        await shell.logout.click();
        await expect(page).toHaveURL(/\/login$/);

        await login.signIn(person.login, person.password);
        const code = page.getByRole('textbox', { name: words.verification });
        await expect(code).toBeVisible();
        // The password alone opens nothing: a screen asked for directly goes back to /login.
        await page.goto('/parameters');
        await expect(page).toHaveURL(/\/login/);
        await login.signIn(person.login, person.password);
        await expect(code).toBeVisible();
        await shoot(page, `${device}-${language}-two-factor-login`);
        await code.fill(nextCode(secret));
        await page.getByRole('button', { name: words.verify }).click();
        // Back to the page asked for while the code was due.
        await expect(page).toHaveURL(/\/parameters$/);
        await expect(parameters.card(words.card)).toBeVisible();
      });
    }
  }
});
