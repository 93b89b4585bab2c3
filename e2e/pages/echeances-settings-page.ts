import type { Locator, Page } from '@playwright/test';

/** /parameters/operations: the due-dates form and the plans that save themselves, in French. */
export class EcheancesSettingsPage {
  readonly delay: Locator;
  readonly save: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.delay = page.getByRole('spinbutton', { name: /Jours avant l’échéance|Days before/ });
    this.save = page.getByRole('button', { name: /^(Enregistrer|Save)$/ });
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/parameters/operations');
    await this.delay.waitFor();
  }

  policy(label: string): Locator {
    return this.page.getByRole('radio', { name: label });
  }
}
