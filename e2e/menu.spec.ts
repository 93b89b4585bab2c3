import { expect, test } from './test';
import { ADMIN, DEMO } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';

const ADMIN_ENTRIES = [
  'Tableau de bord',
  'Utilisateurs',
  'Versions',
  'Conditions d’utilisation',
  'Journal de sécurité',
];

test.describe('menu by role', () => {
  test('a ROLE_USER sees no administration entries and is refused /admin', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(DEMO.login, DEMO.password);
    const shell = new AppShell(page);
    await expect(shell.menuLink('Opérations')).toBeVisible();

    await expect(shell.menuHeading('Administration')).toHaveCount(0);
    for (const entry of ADMIN_ENTRIES) await expect(shell.menuLink(entry)).toHaveCount(0);
    // The demo user is PREMIUM: it has tags (FUNCTIONALITY_TAG) but not the comparator (DEV).
    await expect(shell.menuLink('Étiquettes')).toBeVisible();
    await expect(shell.menuLink('Comparateur')).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page.getByRole('alert')).toContainText('n’a pas accès à cette page');
  });

  test('the admin lands on the admin dashboard and sees its entries', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(ADMIN.login, ADMIN.password);
    const shell = new AppShell(page);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(shell.menuHeading('Administration')).toBeVisible();
    for (const entry of ADMIN_ENTRIES) await expect(shell.menuLink(entry)).toBeVisible();
    await shell.menuLink('Utilisateurs').click();
    await expect(shell.heading).toHaveText('Utilisateurs');
  });
});

test.describe('the mobile drawer under reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 740 } });

  test('takes focus when opened and gives it back on Escape', async ({ page }) => {
    const person = newPerson('drawer');
    await createActiveAccount(page.request, person);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(person.login, person.password);
    const greeting = page.getByRole('dialog', { name: /^Bienvenue sur Pécule/ });
    await greeting.getByRole('button', { name: 'C’est parti' }).click();
    await expect(greeting).toBeHidden();
    const shell = new AppShell(page);

    await shell.menuToggle.click();
    await expect(shell.menuLink('Accueil')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.menu).toBeHidden();
    await expect(shell.menuToggle).toBeFocused();
  });
});
