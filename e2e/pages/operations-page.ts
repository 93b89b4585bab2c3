import { expect, type Locator, type Page } from '@playwright/test';

/** /operations as a person sees it (French labels unless said). */
export class OperationsPage {
  constructor(readonly page: Page) {}

  async goto(accountId: number, yearMonth: string) {
    await this.page.goto(`/operations?accountId=${accountId}&yearMonth=${yearMonth}`);
    await this.shown();
  }

  /** Waits for the screen itself: after a navigation, the previous screen can stay a moment. */
  async shown() {
    await this.page.getByRole('heading', { name: /^(Opérations|Operations)$/, level: 1 }).waitFor();
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  pointButton(text: string): Locator {
    return this.row(text).getByRole('button', { name: /^P (pointée|pointed)/ });
  }

  summary(label: RegExp): Locator {
    return this.page.locator('.operations-summary__item').filter({ hasText: label }).locator('dd');
  }

  get gap(): Locator {
    return this.page.getByTestId('reconciliation-gap');
  }

  async expectRows(count: number) {
    await expect(this.page.locator('tbody tr[data-row-index]')).toHaveCount(count);
  }
}
