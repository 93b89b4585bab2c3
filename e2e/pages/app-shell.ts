import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: top bar, left menu (a drawer on phones) and the screen's heading. */
export class AppShell {
  readonly menu: Locator;
  readonly menuToggle: Locator;
  readonly logout: Locator;
  readonly heading: Locator;
  readonly topBar: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: /Menu principal|Main menu/ });
    this.menuToggle = page.getByRole('button', { name: /menu$/i });
    this.logout = page.getByRole('button', { name: /Se déconnecter|Sign out/ });
    this.heading = page.getByRole('heading', { level: 1 });
    this.topBar = page.getByRole('banner');
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  menuHeading(name: string): Locator {
    return this.menu.getByRole('heading', { name, exact: true });
  }
}
