import type { Page } from '@playwright/test';

/**
 * Calls the API as the page's signed-in person (its cookies, the CSRF token echoed), to set up
 * data a flow does not exercise itself.
 */
export async function apiPost(page: Page, path: string, data: unknown): Promise<unknown> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const response = await page.request.post(path, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data,
  });
  if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()}`);
  return response.json();
}

/** A bank and a euro account in it, made through the API; answers the account's id. */
export async function apiEuroAccount(
  page: Page,
  names: { bank: string; account: string },
  initialBalance: number,
): Promise<number> {
  const bank = (await apiPost(page, '/api/bank/0', { name: names.bank })) as { bankId: number };
  const account = (await apiPost(page, '/api/account/0', {
    name: names.account,
    bank: { bankId: bank.bankId },
    currency: { currencyId: 1 },
    initialBalance,
  })) as { accountId: number };
  return account.accountId;
}
