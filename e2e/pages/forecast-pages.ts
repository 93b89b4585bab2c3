import type { Locator, Page } from '@playwright/test';

/** /previsionnel/threeMonths and /previsionnel/month: filters, lines and the projected balance. */
export class ForecastPage {
  readonly table: Locator;
  readonly projection: Locator;
  readonly chart: Locator;
  readonly account: Locator;
  readonly integration: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly current: Locator;
  readonly period: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
    this.projection = page.getByRole('region', {
      name: /^(Solde prévisionnel|Projected balance)$/,
    });
    this.chart = this.projection.getByRole('img');
    this.account = page.getByRole('combobox', { name: /^(Compte|Account)$/ });
    this.integration = page.getByRole('checkbox', { name: /opérations réelles|real operations/ });
    this.previous = page.getByRole('button', { name: /(Mois précédent|Previous month)$/ });
    this.next = page.getByRole('button', { name: /^(Mois suivant|Next month)/ });
    this.current = page.getByRole('button', { name: /^(Ce mois-ci|This month)$/ });
    this.period = page.getByRole('group', { name: /^(Période|Period)$/ }).locator('p');
  }

  async goto(view: 'threeMonths' | 'month', query = ''): Promise<void> {
    await this.page.goto(`/previsionnel/${view}${query}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  row(text: string | RegExp): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }

  months(count: 3 | 12): Locator {
    return this.projection.getByRole('radio', { name: new RegExp(`^${count} (mois|months)$`) });
  }
}
