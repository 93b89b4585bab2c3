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

  /** Sends a file the server refuses: the modal stays open with the refusal; answers the modal. */
  async uploadRefused(file: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Importer un fichier' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Importer un fichier bancaire' });
    await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(file);
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    return dialog;
  }
}

/**
 * The accounts page's import into one account: named for CSV, it takes any bank file, whose
 * statements then go to the accounts their numbers name.
 */
export async function uploadFromAccount(page: Page, account: string, file: string): Promise<void> {
  await page.goto('/parameters/accounts');
  await page.getByRole('button', { name: `Importer un CSV dans ${account}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un fichier CSV' });
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(page).toHaveURL(/\/parameters\/import\?importId=\d+/);
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

  /** Shown when several files, or several accounts of one file, wait for review. */
  get reports(): Locator {
    return this.page.getByRole('combobox', { name: 'Fichier à revoir' });
  }

  /** The warnings the file gives of itself, above its lines. */
  get findings(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Ce que signale ce fichier' });
  }

  get dateOrderQuestion(): Locator {
    return this.page.getByRole('region', {
      name: 'Dans quel ordre les dates de ce fichier sont-elles écrites ?',
    });
  }

  /** Incorporates every included line; the operations screen of the account then opens. */
  async incorporateAll(count: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Intégrer…' }).click();
    const dialog = this.dialog('Intégrer les lignes');
    await dialog
      .getByRole('button', { name: `Intégrer ${count} ligne${count > 1 ? 's' : ''}` })
      .click();
    await expect(this.page).toHaveURL(/\/operations\?accountId=\d+/);
  }
}
