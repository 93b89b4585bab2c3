import { expect, type Locator, type Page } from '@playwright/test';

/** /parameters/categories: two cards (income, expenses), each a tree of rows. */
export class CategoriesPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/parameters/categories');
    await expect(this.page.locator('.category-row').first()).toBeVisible();
  }

  tree(name: string | RegExp): Locator {
    return this.page
      .locator('section.card')
      .filter({ has: this.page.getByRole('heading', { level: 2, name }) });
  }

  /** The row of a category, by its exact name. */
  row(name: string): Locator {
    return this.page.locator('.category-row').filter({
      has: this.page.locator('.category-row__label', { hasText: new RegExp(`^${name}$`) }),
    });
  }

  /** The names of the rows directly under a category's row, in order. */
  childNames(parent: string): Promise<string[]> {
    return this.row(parent)
      .locator(
        'xpath=following-sibling::ul[1]/li/div[contains(@class,"category-row")]//span[contains(@class,"category-row__label")]',
      )
      .allTextContents();
  }

  /** The list item of a category: its row, what is told under it, its subcategories. */
  item(name: string): Locator {
    return this.row(name).locator('xpath=..');
  }

  action(name: string, label: string): Locator {
    return this.row(name).getByRole('button', { name: label, exact: true });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Fills and saves the category modal; `similar` is typed and its first match chosen. */
  async fillModal(dialog: Locator, fields: { name?: string; parent?: string; similar?: string }) {
    if (fields.name !== undefined)
      await dialog.getByRole('textbox', { name: /Nom|Name/ }).fill(fields.name);
    if (fields.parent) {
      await dialog
        .getByRole('combobox', { name: /Catégorie parente|Parent category/ })
        .selectOption({ label: fields.parent });
    }
    if (fields.similar) {
      const similar = dialog.getByRole('combobox', {
        name: /Catégorie standard similaire|Similar standard category/,
      });
      await similar.fill(fields.similar);
      await this.page.getByRole('listbox').getByRole('option').first().click();
    }
    await dialog.getByRole('button', { name: /Enregistrer|Save/ }).click();
  }
}
