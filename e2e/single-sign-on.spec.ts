import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import {
  startFakeOpenIdProvider,
  type FakeOpenIdProvider,
} from '../server/test/fake-openid-provider';
import { Secret, TOTP } from 'otpauth';
import { apiPost } from './api-session';
import { expect, test } from './test';
import { LoginPage } from './pages/login-page';
import { shoot, VIEWPORTS } from './screens';
import { startServer } from './servers';

// Single sign-on (issue 29): a server of its own, configured for a fake OpenID provider on
// 127.0.0.1 whose GET /authorize approves the browser with the claims the test sets.

const WORDS = {
  fr: { button: 'Se connecter avec Fake ID', unverified: /adresse e-mail n’est pas vérifiée/ },
  en: { button: 'Sign in with Fake ID', unverified: /email address is not verified/ },
};

let provider: FakeOpenIdProvider;
let server: { url: string; stop(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startFakeOpenIdProvider();
  const dir = fs.mkdtempSync(path.join(process.env.E2E_TMP_DIR ?? os.tmpdir(), 'sso-'));
  server = await startServer(dir, { env: provider.env({ OIDC_CREATE_USERS: 'true' }) });
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const person = (tag: string) => ({
  sub: `e2e-${tag}-${Date.now()}`,
  email: `sso.${tag}.${Date.now()}@example.org`,
  email_verified: true,
});

test.describe('single sign-on', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const [language, words] of Object.entries(WORDS)) {
      test(`${device}, ${language}: the button on /login, and a refusal explained`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const login = new LoginPage(page);
        await login.goto(`${server.url}/login`);
        if (language === 'en') await login.switchLanguage('EN');
        const button = page.getByRole('link', { name: words.button });
        await expect(button).toBeVisible();
        await shoot(page, `${device}-${language}-sso-login`);

        const refused = { ...person(`${device}${language}`), email_verified: false };
        provider.approveBrowsersWith({ claims: refused });
        await button.click();
        await expect(page).toHaveURL(/\/login\?sso=error&reason=unverifiedEmail$/);
        await expect(login.error).toHaveText(words.unverified);
        await shoot(page, `${device}-${language}-sso-refused`);
      });
    }
  }

  test('a new person signs on, is created and lands in the app', async ({ page }) => {
    const claims = { ...person('new'), preferred_username: 'sso-newcomer', locale: 'fr-FR' };
    provider.approveBrowsersWith({ claims });
    const login = new LoginPage(page);
    await login.goto(`${server.url}/login`);
    await page.getByRole('link', { name: WORDS.fr.button }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const me = await page.request.get(`${server.url}/api/user`);
    expect(me.status()).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({ email: claims.email, language: 'fr' });
    expect(user.login).toMatch(/^sso-newcomer\d*$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'desktop-fr-sso-signed-in');
  });

  test('a person with two-factor signs on, and the code is still asked', async ({ page }) => {
    const claims = { ...person('tfa'), preferred_username: 'sso-twofactor' };
    provider.approveBrowsersWith({ claims });
    const login = new LoginPage(page);
    await login.goto(`${server.url}/login`);
    await page.getByRole('link', { name: WORDS.fr.button }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const setup = (await apiPost(page, `${server.url}/api/two-factor/setup`, {})) as {
      secret: string;
    };
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    await apiPost(page, `${server.url}/api/two-factor/confirm`, { code: totp.generate() });
    await page.context().clearCookies();

    await login.goto(`${server.url}/login`);
    await page.getByRole('link', { name: WORDS.fr.button }).click();
    await expect(page).toHaveURL(/\/login\?step=second-factor$/);
    const code = page.getByRole('textbox', { name: 'Code de vérification' });
    await expect(code).toBeVisible();
    await expect(page.getByRole('link', { name: WORDS.fr.button })).toHaveCount(0);
    await shoot(page, 'desktop-fr-sso-second-factor');
    // The confirming code's period is spent: the next one, as the app will show it.
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    expect((await page.request.get(`${server.url}/api/user`)).status()).toBe(200);
  });
});
