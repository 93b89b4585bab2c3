import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { AppShell } from './pages/app-shell';
import { AccountsPage, BanksPage } from './pages/banks-accounts-pages';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';

/** Two banks and three accounts, one with an IBAN, one a favourite. */
async function seed(page: Page) {
  const bnp = (await apiPost(page, '/api/bank/0', { name: 'BNP Paribas', bankNameId: 2 })) as {
    bankId: number;
  };
  const account = (name: string, bank: object, extra: object = {}) =>
    apiPost(page, '/api/account/0', { name, bank, currency: { currencyId: 1 }, ...extra });
  await account('Compte joint', { bankId: bnp.bankId }, { iban: 'FR7630006000011234567890189' });
  await account('Livret A', { bankId: bnp.bankId }, { type: 'LIVRET_A', favorite: true });
  await apiPost(page, '/api/bank/0', { name: 'Tirelire familiale' });
}

async function shootScreens(page: Page, prefix: string) {
  const banks = new BanksPage(page);
  await banks.goto();
  await expect(page.locator('section.card')).toHaveCount(2);
  await shoot(page, `${prefix}-banks`);
  await banks.add.click();
  await expect(banks.dialog()).toBeVisible();
  await shoot(page, `${prefix}-bank-modal`, false);
  await page.keyboard.press('Escape');

  const accounts = new AccountsPage(page);
  await accounts.goto();
  await expect(accounts.row('Compte joint')).toBeVisible();
  await shoot(page, `${prefix}-accounts`);
  await accounts.add.click();
  await expect(accounts.dialog()).toBeVisible();
  await shoot(page, `${prefix}-account-modal`, false);
  await accounts
    .dialog()
    .locator('.modal__body')
    .evaluate((body) => body.scrollTo(0, 10_000));
  await shoot(page, `${prefix}-account-modal-end`, false);
  await page.keyboard.press('Escape');
}

test.describe('banks and accounts screenshots', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${device}: banks, accounts and their modals in French and English`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const person = newPerson(`bankshot${device}`);
      await createActiveAccount(page.request, person);
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(person.login, person.password);
      await expect(new AppShell(page).heading).toHaveText('Accueil');
      await seed(page);

      await shootScreens(page, `${device}-fr`);
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(new AppShell(page).heading).toHaveText('Accounts');
      await shootScreens(page, `${device}-en`);
    });
  }
});
