import type { Locator, Page } from '@playwright/test';

/** /parameters/budgets and its modals, in French. */
export class BudgetsPage {
  readonly add: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.add = page.getByRole('button', { name: /^(Ajouter un budget|Add a budget)$/ });
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/parameters/budgets');
    await this.add.waitFor();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  /** Opens the add modal, fills name, start date (dd/MM/yyyy) and accounts, and saves. */
  async create(name: string, startDate: string, accounts: readonly RegExp[]): Promise<Locator> {
    await this.add.click();
    const dialog = this.dialog('Nouveau budget');
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
    const date = dialog.getByRole('textbox', { name: /^Date de début/ });
    await date.fill(startDate);
    await date.blur();
    for (const account of accounts) await dialog.getByRole('checkbox', { name: account }).check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    return dialog;
  }
}
