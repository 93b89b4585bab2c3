import { expect, test } from './test';
import { DEMO } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { shoot, VIEWPORTS } from './screens';

test.describe('screenshots', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${device}: login, home with menu${device === 'mobile' ? ', drawer' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const login = new LoginPage(page);
      await login.goto();
      await shoot(page, `${device}-login`, false);

      await login.signIn(DEMO.login, DEMO.password);
      const shell = new AppShell(page);
      await expect(shell.heading).toHaveText('Accueil');
      await shoot(page, `${device}-home`, false);

      if (device === 'mobile') {
        await expect(shell.menu).toBeHidden();
        await shell.menuToggle.click();
        await expect(shell.menuLink('Accueil')).toBeFocused();
        await shoot(page, 'mobile-drawer', false);
        await page.keyboard.press('Escape');
        await expect(shell.menu).toBeHidden();
        await expect(shell.menuToggle).toBeFocused();
      } else {
        await expect(shell.menu).toBeVisible();
        await expect(shell.menuToggle).toBeHidden();
      }
    });
  }
});
