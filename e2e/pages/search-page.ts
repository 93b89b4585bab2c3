import type { Download, Locator, Page } from '@playwright/test';

/** /search: the text, filter mode, the results and their exports; French or English labels. */
export class SearchPage {
  readonly text: Locator;
  readonly filters: Locator;
  readonly submit: Locator;
  readonly table: Locator;
  readonly pageSize: Locator;
  readonly next: Locator;
  readonly found: Locator;

  constructor(readonly page: Page) {
    this.text = page.getByRole('searchbox', { name: /^(Texte|Text)$/ });
    this.filters = page.getByRole('button', { name: /^(Filtres|Filters)$/ });
    this.submit = page.getByRole('button', { name: /^(Rechercher|Search)$/ });
    this.table = page.getByRole('table');
    this.pageSize = page.getByRole('combobox', { name: /^(Lignes par page|Rows per page)$/ });
    this.next = page.getByRole('button', { name: /^(Page suivante|Next page)$/ });
    this.found = page.getByRole('heading', { level: 2, name: /(trouvées?|found)$/ });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/search${query}`);
    await this.text.waitFor();
  }

  async searchText(text: string): Promise<void> {
    await this.text.fill(text);
    await this.submit.click();
  }

  field(name: RegExp): Locator {
    return this.page.getByRole('textbox', { name });
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** Clicks an export button and waits for the file. */
  async export(format: 'CSV' | 'PDF'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page
      .getByRole('button', { name: new RegExp(`^(Exporter en|Export as) ${format}$`) })
      .click();
    return download;
  }
}
