import type { Locator, Page } from '@playwright/test';

/** The survey, difference table and monitor screens, in French. */
export class SurveyPages {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
  }

  async gotoSurvey(budgetId?: number): Promise<void> {
    await this.page.goto(`/previsionnel/budget/details${budgetId ? `/${budgetId}` : ''}`);
    await this.table.waitFor();
  }

  async gotoDifference(): Promise<void> {
    await this.page.goto('/previsionnel/budget/difftable');
    await this.table.waitFor();
  }

  async gotoMonitor(): Promise<void> {
    await this.page.goto('/previsionnel/monitor');
    await this.table.waitFor();
  }

  select(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The table's row whose header cell starts with `name` (its buttons follow the name). */
  row(name: string | RegExp): Locator {
    const pattern =
      typeof name === 'string'
        ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?! \\/)\\b`)
        : name;
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: pattern }) });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
