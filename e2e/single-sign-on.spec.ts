import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import {
  startFakeOpenIdProvider,
  type FakeOpenIdProvider,
} from '../server/test/fake-openid-provider';
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
  server = await startServer(dir, provider.env({ OIDC_CREATE_USERS: 'true' }));
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
});
