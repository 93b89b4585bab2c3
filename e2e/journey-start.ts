import { expect } from '@playwright/test';
import type { Journey } from './journey';
import { activate, type Person } from './people';
import { LoginPage } from './pages/login-page';

/** Sign up through the wizard, activate from the mail, sign in and meet the greeting. */
export async function signUp(journey: Journey, person: Person): Promise<void> {
  const { page, words } = journey;
  await page.goto('/signup');
  if (journey.language === 'en')
    await page.getByRole('button', { name: 'EN', exact: true }).click();
  await journey.shot('signup');
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('textbox', { name: words.login }).fill(person.login);
  await page.getByRole('textbox', { name: words.email }).fill(person.email);
  await page.getByLabel(words.password, { exact: true }).fill(person.password);
  await page.getByLabel(words.confirmPassword).fill(person.password);
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('radio', { name: words.title }).check();
  await page.getByRole('textbox', { name: words.zip }).fill('75011');
  await page.getByRole('textbox', { name: words.age }).fill('34');
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('checkbox', { name: words.acceptTerms }).check();
  await page.getByRole('button', { name: words.createAccount }).click();
  await expect(page.getByText(words.accountCreated)).toBeVisible();
  await journey.shot('signed-up');

  await activate(page, person);
  const login = new LoginPage(page);
  await expect(login.username).toHaveValue(person.login);
  await login.password.fill(person.password);
  await login.submit.click();
  const greeting = journey.dialog(words.greeting);
  await expect(greeting).toBeVisible();
  await journey.shot('greeting');
  await greeting.getByRole('button', { name: words.letsStart }).click();
  await expect(greeting).toBeHidden();
}

/** A bank from the list, then a checking and a savings account in it. */
export async function createBankAndAccounts(journey: Journey): Promise<void> {
  const { page, words } = journey;
  await page.goto('/parameters/banks');
  await page.getByRole('button', { name: /^(Ajouter une banque|Add a bank)$/ }).click();
  const bank = journey.dialog(words.newBank);
  await bank.getByRole('combobox', { name: words.bank }).selectOption('BNP Paribas');
  await journey.shot('new-bank');
  await journey.saveButton(bank).click();
  await expect(bank).toBeHidden();

  await page.goto('/parameters/accounts');
  for (const [name, type] of [
    [words.checking, 'CU'],
    [words.savings, 'LIVRET_A'],
  ] as const) {
    await page.getByRole('button', { name: /^(Ajouter un compte|Add an account)$/ }).click();
    const account = journey.dialog(words.newAccount);
    await account.getByRole('textbox', { name: words.name, exact: true }).fill(name);
    await account.getByRole('combobox', { name: words.bank }).selectOption('BNP Paribas');
    await account.getByRole('combobox', { name: words.type }).selectOption(type);
    if (type === 'LIVRET_A') await journey.shot('new-account');
    await journey.saveButton(account).click();
    await expect(account).toBeHidden();
  }
  await expect(page.getByText(words.savings).first()).toBeVisible();
  await journey.shot('accounts', true);
}

/** Premium through the payment sandbox: splits and budgets need it. */
export async function goPremium(journey: Journey): Promise<void> {
  const { page, words } = journey;
  await page.goto('/upgrade');
  await page.getByLabel(words.monthlyPayment).check();
  await page.getByRole('button', { name: words.subscribe }).click();
  await page.getByRole('button', { name: words.approve }).click();
  await expect(page).toHaveURL(/\/upgrade\?payment=approved/);
  await journey.shot('premium');
}
