import type { Page } from '@playwright/test';
import { DAY_MS } from '../contract/dates';
import { apiPost } from './api-session';

// The books the analysis flow reads: two accounts, salaries and expenses in three categories
// over the last three months, one expense without a category.

type Side = 'credit' | 'debit';
type Tree = Record<Side, { categoryId: number; name: string }[]>;

export const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

export interface AnalysisBooks {
  accountId: number;
  expense: { categoryId: number; name: string };
  payee: string;
}

export async function seedBooks(page: Page, run: string): Promise<AnalysisBooks> {
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const account = async (name: string, extra: object) =>
    (
      (await apiPost(page, '/api/account/0', {
        name,
        bank: { bankId: bank.bankId },
        currency: { currencyId: 1 },
        initialBalance: 150000,
        ...extra,
      })) as { accountId: number }
    ).accountId;
  const current = await account(`Courant ${run}`, { iban: 'FR7630006000011234567890189' });
  const savings = await account(`Livret ${run}`, { type: 'LIVRET_A' });
  const tree = (await (await page.request.get('/api/category')).json()) as Tree;
  const payee = `Supermarché ${run}`;
  const [food, home, leisure] = tree.debit;
  const { payeeId } = (await apiPost(page, '/api/payees', {
    name: payee,
    debitCategory: { categoryId: food!.categoryId },
  })) as { payeeId: number };
  const operation = (accountId: number, days: number, cents: number, categoryId: number) =>
    apiPost(page, '/api/operation/SIMPLE/0', {
      account: { accountId },
      date: isoDaysAgo(days),
      valueDate: isoDaysAgo(days),
      amount: Math.abs(cents),
      debitCredit: cents < 0 ? -1 : 1,
      payee: { payeeId },
      category: { categoryId },
    });
  const salary = tree.credit[0]!.categoryId;
  for (const days of [5, 35, 65]) {
    await operation(current, days, 250000, salary);
    await operation(current, days + 1, -12050, food!.categoryId);
    await operation(current, days + 2, -80000, home!.categoryId);
    await operation(current, days + 3, -4599, leisure!.categoryId);
    await operation(savings, days, 5000, salary);
  }
  await operation(current, 10, -1999, -1);
  return { accountId: current, expense: food!, payee };
}
