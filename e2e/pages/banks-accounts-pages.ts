import type { Locator, Page } from '@playwright/test';

/** /parameters/banks: one card (a section named by its heading) per bank. */
export class BanksPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/parameters/banks');
  }

  get add(): Locator {
    return this.page.getByRole('button', { name: /^(Ajouter une banque|Add a bank)$/ });
  }

  card(name: string): Locator {
    return this.page
      .locator('section.card')
      .filter({ has: this.page.getByRole('heading', { level: 2, name, exact: true }) });
  }

  dialog(name?: string | RegExp): Locator {
    return this.page.getByRole('dialog', name ? { name } : {});
  }
}

/** /parameters/accounts: a table of the accounts, one row each; a card each on phones. */
export class AccountsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/parameters/accounts');
  }

  get add(): Locator {
    return this.page.getByRole('button', { name: /^(Ajouter un compte|Add an account)$/ });
  }

  row(name: string): Locator {
    return this.page
      .locator('tr, .table-card')
      .filter({ has: this.page.locator('.accounts-table__name', { hasText: name }) });
  }

  dialog(name?: string | RegExp): Locator {
    return this.page.getByRole('dialog', name ? { name } : {});
  }
}
