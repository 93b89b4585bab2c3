import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';

const DIR = 'test-results/screenshots';
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
};

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${DIR}/${name}.png`, animations: 'disabled' });

test.describe('screenshots', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${device}: login, home with menu${device === 'mobile' ? ', drawer' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const login = new LoginPage(page);
      await login.goto();
      await shoot(page, `${device}-login`);

      await login.signIn(DEMO.login, DEMO.password);
      const shell = new AppShell(page);
      await expect(shell.heading).toHaveText('Accueil');
      await shoot(page, `${device}-home`);

      if (device === 'mobile') {
        await expect(shell.menu).toBeHidden();
        await shell.menuToggle.click();
        await expect(shell.menuLink('Accueil')).toBeFocused();
        await shoot(page, 'mobile-drawer');
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
