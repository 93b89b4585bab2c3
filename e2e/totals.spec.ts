import { execFileSync } from 'node:child_process';
import { expect, test } from './test';
import { createActiveAccount, newPerson } from './people';
import { seedBooks } from './analysis-seed';
import { signInWatchingDialogs } from './signed-in';
import { shootBothWidths } from './screens';

// Issue 26 §4–5: the net worth total on the patrimony screen and the home, and the patrimony PDF
// read back as text (plain-space thousands, a subtotal per type, the total, the logo's name).

const run = Date.now().toString(36);

test('patrimony total on screen and in its PDF, the home tile named net worth', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const person = newPerson('totals');
  await createActiveAccount(page.request, person);
  await signInWatchingDialogs(page, person);
  await seedBooks(page, run);

  await page.goto('/analysis/patrimony');
  const total = page.locator('.net-worth-summary');
  await expect(total).toContainText('Patrimoine total');
  await shootBothWidths(page, 'totals-patrimony');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en PDF' }).click();
  const path = await (await download).path();
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('Pécule');
  expect(text).toContain('Patrimoine total');
  expect(text).toMatch(/Total Compte/);
  expect(text).not.toMatch(/\d ?\/\d{3},\d\d/);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    path,
    'test-results/screenshots/totals-patrimony-pdf',
  ]);

  await page.goto('/');
  await expect(page.getByText('Total du patrimoine')).toBeVisible();
  await shootBothWidths(page, 'totals-home');
});
