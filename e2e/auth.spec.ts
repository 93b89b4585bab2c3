import { expect, test } from './test';
import { DEMO } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';

test.describe('signing in and out', () => {
  test('the demo user signs in and reaches the home page', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await login.signIn(DEMO.login, DEMO.password);

    const shell = new AppShell(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.heading).toHaveText('Accueil');
    await expect(shell.topBar).toContainText(DEMO.name);
  });

  test('a wrong password shows the bad-credentials message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO.login, 'not-the-password');

    await expect(login.error).toHaveText('Identifiant ou mot de passe incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.password).toHaveValue('');
  });

  test('an anonymous deep link goes through login and back to the link', async ({ page }) => {
    await page.goto('/parameters/banks');
    await expect(page).toHaveURL(/\/login\?target=%2Fparameters%2Fbanks$/);

    await new LoginPage(page).signIn(DEMO.login, DEMO.password);
    await expect(page).toHaveURL(/\/parameters\/banks$/);
    await expect(new AppShell(page).heading).toHaveText('Banques');
  });

  test('switching to English changes the texts and survives a reload', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.heading).toHaveText('Connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await login.switchLanguage('EN');
    await expect(login.heading).toHaveText('Sign in');
    await expect(login.submit).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(login.heading).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('logging out returns to login with the logged-out message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO.login, DEMO.password);
    const shell = new AppShell(page);
    await expect(shell.heading).toHaveText('Accueil');

    await shell.logout.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.notice).toHaveText('Vous êtes déconnecté. À bientôt !');

    // The server session is gone too: a protected page asks to sign in again.
    await page.goto('/operations');
    await expect(page).toHaveURL(/\/login\?target=%2Foperations$/);
  });
});
