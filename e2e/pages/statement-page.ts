import type { Download, Locator, Page } from '@playwright/test';

/** /previsionnel/statement, in French. */
export class StatementPage {
  readonly show: Locator;
  readonly table: Locator;
  readonly totals: Locator;

  constructor(readonly page: Page) {
    this.show = page.getByRole('button', { name: /^(Afficher le relevé|Show the statement)$/ });
    this.table = page.getByRole('table');
    this.totals = page.getByRole('definition');
  }

  async goto(): Promise<void> {
    await this.page.goto('/previsionnel/statement');
    await this.show.waitFor();
  }

  date(label: 'Du' | 'Au'): Locator {
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }

  async period(start: string, end: string): Promise<void> {
    await this.date('Du').fill(start);
    await this.date('Au').fill(end);
    await this.date('Au').blur();
  }

  /** Picks an entry of a filter (Catégories, Tiers, Tags) by typing part of its name. */
  async pick(filter: 'Catégories' | 'Tiers' | 'Tags', typed: string, option: string | RegExp) {
    await this.page.getByRole('combobox', { name: filter }).fill(typed);
    await this.page.getByRole('option', { name: option }).first().click();
    // The picker stays open for another choice.
    await this.page.keyboard.press('Escape');
  }

  async export(format: 'CSV' | 'PDF'): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: `Exporter en ${format}` }).click();
    return download;
  }
}
