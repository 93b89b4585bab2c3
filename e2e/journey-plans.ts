import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { addMonths, format, startOfMonth, subMonths } from 'date-fns';
import { expect } from '@playwright/test';
import type { Journey } from './journey';

const SCREENSHOTS = 'test-results/screenshots';

/** A monthly rent from the first of next month, then found in the three-month view. */
export async function planRent(journey: Journey, checkingId: number): Promise<void> {
  const { page, words } = journey;
  await page.goto('/previsionnel/operations');
  await page.getByRole('button', { name: words.newPlan }).first().click();
  const dialog = journey.dialog(words.newPlan);
  const begin = format(startOfMonth(addMonths(new Date(), 1)), 'dd/MM/yyyy');
  await dialog.getByRole('textbox', { name: words.beginDate, exact: true }).fill(begin);
  const amount = dialog.getByRole('textbox', { name: words.amount, exact: true });
  await amount.fill('');
  await amount.pressSequentially('850');
  await journey.choose(dialog, words.category, words.rent);
  await dialog
    .getByRole('combobox', { name: words.account, exact: true })
    .selectOption(String(checkingId));
  await journey.shot('plan-rent');
  await journey.saveButton(dialog).click();
  await expect(dialog).toBeHidden();

  await journey.fromMenu(words.threeMonths);
  await expect(page.getByRole('row').filter({ hasText: words.rent[0] }).first()).toBeVisible();
  await journey.shot('three-months', true);
}

/** A budget on the checking account from last month, then its monitor. */
export async function budgetAndMonitor(journey: Journey): Promise<void> {
  const { page, words } = journey;
  await page.goto('/parameters/budgets');
  await page.getByRole('button', { name: words.addBudget }).click();
  const dialog = journey.dialog(words.newBudget);
  await dialog.getByRole('textbox', { name: words.name, exact: true }).fill('Maison');
  const start = dialog.getByRole('textbox', { name: words.budgetStart });
  await start.fill(format(startOfMonth(subMonths(new Date(), 1)), 'dd/MM/yyyy'));
  await start.blur();
  await dialog.getByRole('checkbox', { name: new RegExp(words.checking) }).check();
  await journey.saveButton(dialog).click();
  await expect(dialog).toBeHidden();

  await journey.fromMenu(words.monitor);
  await expect(page.getByRole('table').first()).toBeVisible();
  await journey.shot('monitor', true);
}

/** Last month's spending by category. */
export async function lastMonthByCategory(journey: Journey): Promise<void> {
  await journey.fromMenu(journey.words.byCategory);
  await expect(journey.page.getByRole('img').first()).toBeVisible();
  await journey.shot('by-category', true);
}

/** The operations of the checking account as CSV and PDF; the PDF's first page as a PNG. */
export async function exportBoth(journey: Journey, checkingId: number): Promise<void> {
  const { page, words } = journey;
  await page.goto(`/operations?accountId=${checkingId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const csvDownload = page.waitForEvent('download');
  await journey.listAction(words.exportCsv);
  const csv = fs.readFileSync(await (await csvDownload).path(), 'utf8');
  expect(csv.split('\n').length).toBeGreaterThan(3);

  const pdfDownload = page.waitForEvent('download');
  await journey.listAction(words.exportPdf);
  const pdf = await (await pdfDownload).path();
  const device = journey.phone ? 'mobile' : 'desktop';
  const png = `${SCREENSHOTS}/journey-${journey.language}-${device}-operations-pdf`;
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdf, png]);
  expect(fs.existsSync(`${png}.png`)).toBe(true);
}
