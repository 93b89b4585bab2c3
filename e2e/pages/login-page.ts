import type { Locator, Page } from '@playwright/test';

/** The /login screen. The browser runs in French unless a test switches the language. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly error: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByRole('textbox', { name: /Identifiant|Username/ });
    this.password = page.getByLabel(/^(Mot de passe|Password)$/);
    this.submit = page.getByRole('button', { name: /^(Se connecter|Sign in)$/ });
    this.heading = page.getByRole('heading', { level: 1 });
    this.error = page.getByRole('alert');
    this.notice = page.getByRole('status');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.username.waitFor();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  async switchLanguage(code: 'FR' | 'EN'): Promise<void> {
    await this.page.getByRole('button', { name: code, exact: true }).click();
  }
}
