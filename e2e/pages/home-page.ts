import type { Locator, Page } from '@playwright/test';

/** / : the dashboard tiles and the first-connection greeting. */
export class HomePage {
  readonly greeting: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('dialog', { name: /^Bienvenue sur Pécule/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** A tile by its title. */
  tile(title: string | RegExp): Locator {
    return this.page.locator('section.tile').filter({
      has: this.page.getByRole('heading', { name: title }),
    });
  }
}
