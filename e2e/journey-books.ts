import { expect } from '@playwright/test';
import type { Journey } from './journey';

const row = (journey: Journey, text: string) =>
  journey.page.getByRole('row').filter({ hasText: text }).first();

/** A three-part split of 100 € through the operation dialog. */
export async function recordSplit(journey: Journey): Promise<void> {
  const { page, words } = journey;
  await journey.listAction(words.newOperation);
  const dialog = journey.dialog(words.newOperation);
  await dialog.getByRole('textbox', { name: words.amount, exact: true }).fill('100');
  await dialog.getByRole('textbox', { name: words.memo, exact: true }).fill('Split');
  await dialog
    .getByRole('combobox', { name: words.category, exact: true })
    .fill(words.split.slice(0, 5));
  await page.getByRole('option', { name: words.split, exact: true }).click();
  const parts: [string, [string, string]][] = [
    ['50', words.groceries],
    ['30,25', words.outings],
    ['19,75', words.bakery],
  ];
  for (const [index, [amount, category]] of parts.entries()) {
    const field = dialog.getByRole('textbox', { name: words.partAmount(index + 1), exact: true });
    await field.fill('');
    await field.pressSequentially(amount);
    await field.press('Tab');
    await journey.choose(dialog, words.partCategory(index + 1), category);
  }
  await journey.shot('split');
  await journey.saveButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(row(journey, 'Split')).toBeVisible();
}

/** 200 € from the checking account to the savings account. */
export async function recordTransfer(journey: Journey, savingsId: number): Promise<void> {
  const { words } = journey;
  await journey.listAction(words.newTransfer);
  const dialog = journey.dialog(words.newTransfer);
  await dialog.getByRole('combobox', { name: words.toAccount }).selectOption(String(savingsId));
  await dialog.getByRole('textbox', { name: words.amountSent, exact: true }).fill('200');
  await dialog.getByRole('textbox', { name: words.memo, exact: true }).fill('Savings');
  await journey.shot('transfer');
  await journey.saveButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(row(journey, 'Savings')).toBeVisible();
}

/** Points two operations of the list, as one ticks them against the bank statement. */
export async function pointTwo(journey: Journey, texts: [string, string]): Promise<void> {
  for (const text of texts) {
    const button = row(journey, text).getByRole('button', { name: journey.words.pointed });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await journey.shot('pointed');
}

/** A French bank's CSV (Latin-1, debit and credit columns) into the checking account. */
export async function importFrenchCsv(
  journey: Journey,
  file: string,
  { checkingId, lines }: { checkingId: number; lines: number },
) {
  const { page, words } = journey;
  await page.goto('/parameters/import-presentation');
  await page.getByRole('button', { name: words.importFile }).first().click();
  const upload = journey.dialog(words.importDialog);
  await upload.getByLabel(words.file, { exact: true }).setInputFiles(file);
  await upload.getByRole('button', { name: words.importButton, exact: true }).click();
  await expect(page).toHaveURL(/\/parameters\/import\?importId=\d+/);
  await page.getByRole('combobox', { name: words.importInto }).selectOption(String(checkingId));
  await expect(page.getByRole('button', { name: words.incorporate })).toBeEnabled();
  await journey.shot('import-review', true);
  await page.getByRole('button', { name: words.incorporate }).click();
  const dialog = journey.dialog(words.incorporateDialog);
  await dialog.getByRole('button', { name: words.incorporateLines(lines) }).click();
  await expect(page).toHaveURL(/\/operations\?accountId=\d+/);
  await journey.shot('imported');
}

/** A debit with a new payee, typed in the entry row above the list and saved with Enter. */
export async function recordDebitFromEntryRow(journey: Journey): Promise<void> {
  const { page, words } = journey;
  const entry = page.getByRole('form', { name: words.quickEntry });
  const payee = entry.getByRole('combobox', { name: words.payee, exact: true });
  await payee.fill('Marché Bio');
  await page.getByRole('option', { name: words.newPayeeOption('Marché Bio') }).click();
  const payeeDialog = journey.dialog(words.newPayee);
  await journey.choose(payeeDialog, words.debitCategory, words.groceries);
  await journey.saveButton(payeeDialog).click();
  await expect(payeeDialog).toBeHidden();
  await entry.getByRole('textbox', { name: words.amount, exact: true }).fill('42,50');
  await entry.getByRole('textbox', { name: words.memo, exact: true }).fill('Market');
  await journey.shot('entry-row');
  await entry.getByRole('textbox', { name: words.memo, exact: true }).press('Enter');
  await expect(entry.getByText(words.entrySaved)).toBeVisible();
  await expect(row(journey, 'Market')).toBeVisible();
  await journey.shot('debit');
}
