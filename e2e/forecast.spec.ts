import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { DAY_MS } from '../contract/dates';
import { apiPost } from './api-session';
import { createActiveAccount, newPerson } from './people';
import { ForecastPage } from './pages/forecast-pages';
import { signInWatchingDialogs } from './signed-in';
import { shoot, VIEWPORTS } from './screens';

// A salary and a rent planned, seen in the three-month and month views and in the
// curve; the rent paid by hand is proposed as its match, confirmed and undone.

const run = Date.now().toString(36);
const iso = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const display = (date: string) => date.split('-').reverse().join('/');

async function seedAccount(page: Page): Promise<number> {
  const bank = (await apiPost(page, '/api/bank/0', { name: `Banque ${run}` })) as {
    bankId: number;
  };
  const account = (await apiPost(page, '/api/account/0', {
    name: `Courant ${run}`,
    bank: { bankId: bank.bankId },
    currency: { currencyId: 1 },
    initialBalance: 100000,
  })) as { accountId: number };
  return account.accountId;
}

type Side = 'credit' | 'debit';

/** The salary (2,500.00 in 3 days) and the rent (1,200.00 tomorrow), both monthly. */
async function seedPlans(page: Page, accountId: number) {
  const trees = (await (await page.request.get('/api/category')).json()) as Record<
    Side,
    { categoryId: number }[]
  >;
  const plan = async (payee: string, side: Side, amount: number, beginDate: string) => {
    const category = { categoryId: trees[side][0]!.categoryId };
    const created = (await apiPost(page, '/api/payees', {
      name: payee,
      [`${side}Category`]: category,
    })) as { payeeId: number };
    await apiPost(page, '/api/echeances/0', {
      beginDate,
      frequency: 'MONTHLY',
      amount,
      debitCredit: side === 'credit' ? 1 : -1,
      account: { accountId },
      payee: { payeeId: created.payeeId },
      category,
    });
  };
  await plan(`Employeur ${run}`, 'credit', 250000, iso(3));
  await plan(`Bailleur ${run}`, 'debit', 120000, iso(1));
}

async function threeMonths(forecast: ForecastPage) {
  await forecast.goto('threeMonths');
  await expect(forecast.row(`Employeur ${run}`)).toHaveCount(3);
  await expect(forecast.row(`Bailleur ${run}`).first()).toContainText('-1 200,00 €');
  await expect(forecast.row(`Bailleur ${run}`).first()).toContainText('Prévue');
  // Cumulative: the rent first (-1,200.00), then the salary (+2,500.00).
  await expect(forecast.row(`Employeur ${run}`).first()).toContainText('1 300,00 €');
  await expect(forecast.projection).toContainText('Aujourd’hui : 1 000,00 €.');
  await expect(forecast.projection).toContainText(
    `Point le plus bas : -200,00 € le ${display(iso(1))}.`,
  );
  await expect(forecast.chart).toBeVisible();
  await forecast.months(12).check();
  await expect(forecast.projection).toContainText('En fin de période : 16 600,00 €.');
}

async function month(forecast: ForecastPage, accountId: number) {
  await forecast.goto('month');
  await expect(forecast.row(`Employeur ${run}`).first()).toBeVisible();
  await expect(forecast.row(`Bailleur ${run}`).first()).toBeVisible();
  const period = await forecast.period.textContent();
  await forecast.next.click();
  await expect(forecast.period).not.toHaveText(period ?? '');
  await expect(forecast.page).toHaveURL(/month=\d{4}-\d{2}/);
  await forecast.current.click();
  await expect(forecast.period).toHaveText(period ?? '');
  await forecast.account.selectOption(String(accountId));
  await expect(forecast.page).toHaveURL(new RegExp(`accountId=${accountId}`));
  await expect(forecast.row(`Bailleur ${run}`).first()).toBeVisible();
  await forecast.account.selectOption('ALL');
  await expect(forecast.page).not.toHaveURL(/accountId/);
}

async function integration(forecast: ForecastPage, accountId: number) {
  await apiPost(forecast.page, '/api/operation/SIMPLE/0', {
    account: { accountId },
    date: iso(2),
    valueDate: iso(2),
    amount: 4250,
    debitCredit: -1,
    memo: 'Boulangerie',
    category: { categoryId: -1 },
  });
  await forecast.goto('month');
  // The box follows the address, which changes just after the click.
  await forecast.integration.click();
  await expect(forecast.integration).toBeChecked();
  await expect(forecast.page).toHaveURL(/integration=true/);
  await expect(forecast.row('Opération réelle')).toContainText('-42,50 €');
}

/** The rent paid by hand the day it is due is proposed as its match, confirmed, then undone. */
async function match(forecast: ForecastPage, accountId: number) {
  await apiPost(forecast.page, '/api/operation/SIMPLE/0', {
    account: { accountId },
    date: iso(1),
    valueDate: iso(1),
    amount: 120000,
    debitCredit: -1,
    memo: 'Loyer payé',
    category: { categoryId: -1 },
  });
  await forecast.goto('threeMonths');
  const rent = forecast.row(`Bailleur ${run}`).first();
  await rent.getByRole('button', { name: 'Confirmer le rapprochement' }).click();
  await expect(rent).toContainText('Rapprochée');
  await rent.getByRole('button', { name: /^Annuler/ }).click();
  await expect(rent).toContainText('Prévue');
}

async function screenshots(forecast: ForecastPage) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await forecast.page.setViewportSize(viewport);
    for (const view of ['threeMonths', 'month'] as const) {
      await forecast.goto(view);
      await expect(forecast.chart).toBeVisible();
      await shoot(forecast.page, `${device}-fr-forecast-${view}`);
      await forecast.projection.screenshot({
        path: `test-results/screenshots/${device}-fr-forecast-${view}-chart.png`,
      });
    }
  }
  await forecast.page.setViewportSize(VIEWPORTS.desktop);
}

test('plans a salary and a rent, sees them in both views and in the projected balance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('forecast');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const accountId = await seedAccount(page);
  await seedPlans(page, accountId);
  const forecast = new ForecastPage(page);
  await threeMonths(forecast);
  await month(forecast, accountId);
  await screenshots(forecast);
  await integration(forecast, accountId);
  await match(forecast, accountId);
  expect(dialogs).toEqual([]);
});
