import type { Locator, Page } from '@playwright/test';

/** /parameters/payees and its modals; labels in French or English. */
export class PayeesPage {
  readonly add: Locator;
  readonly search: Locator;
  readonly selectAll: Locator;
  readonly invert: Locator;
  readonly deleteSelection: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.add = page.getByRole('button', { name: /^(Ajouter un tiers|Add a payee)$/ });
    this.search = page.getByRole('searchbox');
    this.selectAll = page.getByRole('checkbox', { name: /^(Tout sélectionner|Select all)$/ });
    this.invert = page.getByRole('button', {
      name: /^(Inverser la sélection|Invert the selection)$/,
    });
    this.deleteSelection = page.getByRole('button', {
      name: /^(Supprimer la sélection|Delete the selection)/,
    });
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/parameters/payees');
    await this.add.waitFor();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name });
  }

  select(name: string): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(`^(Sélectionner|Select) ${name}$`) });
  }
}

/** The payee modal. */
export class PayeeModal {
  constructor(readonly dialog: Locator) {}

  field(name: string | RegExp): Locator {
    return this.dialog.getByRole('textbox', { name, exact: typeof name === 'string' });
  }

  combobox(name: string): Locator {
    return this.dialog.getByRole('combobox', { name, exact: true });
  }

  /** Types in a selector and picks the option with that full name. */
  async choose(selector: string, typed: string, option: string): Promise<void> {
    await this.combobox(selector).fill(typed);
    await this.dialog.page().getByRole('option', { name: option, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Enregistrer|Save)$/ }).click();
  }
}
