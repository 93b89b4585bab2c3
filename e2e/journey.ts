import { expect, type Locator, type Page } from '@playwright/test';
import type { JourneyWords } from './journey-words';
import { shoot } from './screens';

/** One person's journey at one width and language: the page, its words, numbered screenshots. */
export class Journey {
  private step = 0;

  constructor(
    readonly page: Page,
    readonly words: JourneyWords,
    readonly language: 'fr' | 'en',
    readonly phone: boolean,
  ) {}

  /** A screenshot of what the person sees now, after the accessibility check. */
  async shot(name: string, fullPage = false): Promise<void> {
    this.step += 1;
    const device = this.phone ? 'mobile' : 'desktop';
    const number = String(this.step).padStart(2, '0');
    await shoot(this.page, `journey-${this.language}-${device}-${number}-${name}`, fullPage);
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  saveButton(scope: Locator): Locator {
    return scope.getByRole('button', { name: this.words.save, exact: true });
  }

  /** Opens a screen from the left menu (a drawer on a phone). */
  async fromMenu(name: string): Promise<void> {
    const menu = this.page.getByRole('navigation', { name: /Menu principal|Main menu/ });
    if (this.phone) await this.page.getByRole('button', { name: /menu$/i }).first().click();
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Clicks an action of the operations list; on a phone it is in the sheet Actions opens. */
  async listAction(name: RegExp): Promise<void> {
    const action = this.page.getByRole('button', { name });
    if (!(await action.isVisible())) {
      await this.page.getByRole('button', { name: 'Actions', exact: true }).click();
    }
    await action.click();
  }

  /** Types in a selector of a dialog and picks the option named so. */
  async choose(scope: Locator, selector: string, [typed, option]: [string, string]) {
    const combobox = scope.getByRole('combobox', { name: selector, exact: true });
    await combobox.fill(typed);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    // A choice that did not stick fails here, not screens later.
    await expect(combobox).toHaveValue(option);
  }

  /** The person's accounts by name, as the API answers them. */
  async accountIds(): Promise<Record<string, number>> {
    const accounts = (await (await this.page.request.get('/api/account')).json()) as {
      accountId: number;
      name: string;
    }[];
    return Object.fromEntries(accounts.map((account) => [account.name, account.accountId]));
  }
}
