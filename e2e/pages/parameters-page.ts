import type { Locator, Page } from '@playwright/test';

/** The /parameters screen: one card (a section named by its heading) per area. */
export class ParametersPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/parameters');
  }

  card(name: string | RegExp): Locator {
    return this.page
      .locator('section.card')
      .filter({ has: this.page.getByRole('heading', { level: 2, name }) });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
