import { expect, type Locator, type Page } from '@playwright/test';

/** The operation and transfer modals; labels in French or English. */
export class OperationModal {
  constructor(readonly dialog: Locator) {}

  static of(page: Page, title: RegExp): OperationModal {
    return new OperationModal(page.getByRole('dialog', { name: title }));
  }

  field(name: string | RegExp): Locator {
    return this.dialog.getByRole('textbox', { name, exact: typeof name === 'string' });
  }

  combobox(name: string | RegExp): Locator {
    return this.dialog.getByRole('combobox', { name, exact: typeof name === 'string' });
  }

  /** Types in a selector and picks the option with that name. */
  async choose(selector: string | RegExp, typed: string, option: string | RegExp): Promise<void> {
    await this.combobox(selector).fill(typed);
    await this.dialog
      .page()
      .getByRole('option', { name: option, exact: typeof option === 'string' })
      .click();
  }

  /** Replaces an amount as a person does: select all, type, leave the field. */
  async typeAmount(name: string | RegExp, amount: string): Promise<void> {
    const field = this.field(name);
    await field.fill('');
    await field.pressSequentially(amount);
    await field.press('Tab');
  }

  get remainder(): Locator {
    return this.dialog.getByTestId('split-remainder');
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Enregistrer|Save)$/ }).click();
    await expect(this.dialog).toBeHidden();
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Annuler|Cancel)$/ }).click();
  }

  /** Delete, then confirm in the question that replaces the modal. */
  async delete(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Supprimer|Delete)$/ }).click();
    const confirm = this.dialog.page().getByRole('dialog', { name: /^(Supprimer|Delete) / });
    await confirm.getByRole('button', { name: /^(Supprimer|Delete)$/ }).click();
    await expect(confirm).toBeHidden();
  }
}
