import { expect, type Locator, type Page } from '@playwright/test';

/** /parameters/import-presentation and its file upload modal; French labels. */
export class ImportPresentationPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/parameters/import-presentation');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Import de fichiers');
  }

  /** Uploads a file through the modal; the review opens once the server has read it. */
  async upload(file: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Importer un fichier' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Importer un fichier bancaire' });
    await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(file);
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(this.page).toHaveURL(/\/parameters\/import\?importId=\d+/);
  }
}

/** /parameters/import: the review of a report. */
export class ImportReviewPage {
  constructor(readonly page: Page) {}

  get account(): Locator {
    return this.page.getByRole('combobox', { name: 'Compte où importer' });
  }

  get mapping(): Locator {
    return this.page
      .locator('section.card')
      .filter({ has: this.page.getByRole('heading', { name: 'Colonnes du fichier CSV' }) });
  }

  get lines(): Locator {
    return this.page.getByRole('table', { name: /^\d+ lignes? du fichier$/ });
  }

  line(label: string): Locator {
    return this.lines.getByRole('row').filter({ hasText: label });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
