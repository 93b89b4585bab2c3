import { expect, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';

/**
 * Signs in and records every browser dialog (alert, confirm…) the page opens from then on, each
 * dismissed: a flow ends by expecting the list empty (hostile text must never run).
 */
export async function signInWatchingDialogs(
  page: Page,
  person: { login: string; password: string },
): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(person.login, person.password);
  await expect(page).not.toHaveURL(/login/);
  return dialogs;
}
