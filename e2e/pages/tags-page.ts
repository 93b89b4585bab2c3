import type { Locator, Page } from '@playwright/test';

/** /parameters/tags and its modals, in French. */
export class TagsPage {
  readonly add: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.add = page.getByRole('button', { name: /^(Ajouter une étiquette|Add a tag)$/ });
    this.table = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/parameters/tags');
    await this.add.waitFor();
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Opens the add modal, types the name and saves. */
  async create(name: string): Promise<Locator> {
    await this.add.click();
    const dialog = this.dialog('Nouvelle étiquette');
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    return dialog;
  }
}
