import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from './test';
import { DEMO } from './fixtures';
import { StatementPage } from './pages/statement-page';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// /previsionnel/statement: the demo's planned bills against its operations, the
// period rule, a payee filter, CSV and PDF exports, a load failure, screenshots.

const OUT = 'test-results/statement';
const year = new Date().getFullYear();

async function periodRule(statement: StatementPage) {
  await statement.date('Du').fill('');
  await statement.show.click();
  await expect(
    statement.page.getByText('Choisissez les dates de début et de fin du relevé.'),
  ).toBeVisible();
  await statement.period(`31/12/${year}`, `01/01/${year}`);
  await statement.show.click();
  await expect(
    statement.page.getByText('Choisissez les dates de début et de fin du relevé.'),
  ).toBeVisible();
}

async function yearOfRent(statement: StatementPage) {
  await statement.period(`01/01/${year}`, `31/12/${year}`);
  await statement.pick('Tiers', 'Fonc', 'Foncia');
  await statement.show.click();
  await expect(statement.table).toHaveAccessibleName(
    `Prévu et réel du 01/01/${year} au 31/12/${year}`,
  );
  const rows = statement.table.locator('tbody tr');
  await expect(rows.first()).toContainText('Foncia');
  for (const row of await rows.all()) await expect(row).toContainText('Foncia');
  await expect(statement.totals.first()).toContainText('€');
}

async function exportCsv(statement: StatementPage) {
  const file = `${OUT}/statement.csv`;
  await (await statement.export('CSV')).saveAs(file);
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Catégorie";"Tiers";Prévu;Réel;Écart;Cumul');
  expect(lines.slice(1, -1).every((line) => line.includes('"Foncia"'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^"Totaux";"01\/01\/\d{4} – 31\/12\/\d{4}";-?\d+,\d\d;/);
}

async function exportPdf(statement: StatementPage) {
  const file = `${OUT}/statement.pdf`;
  await (await statement.export('PDF')).saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '80', file, 'test-results/screenshots/statement-pdf']);
  expect(fs.existsSync('test-results/screenshots/statement-pdf-1.png')).toBe(true);
}

async function screenshots(statement: StatementPage) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await statement.page.setViewportSize(viewport);
    await statement.goto();
    await expect(statement.table.or(statement.page.getByText(/Rien de prévu/))).toBeVisible();
    await shoot(statement.page, `${device}-fr-statement`);
  }
  await statement.page.setViewportSize(VIEWPORTS.desktop);
}

async function inEnglish(statement: StatementPage) {
  const { page } = statement;
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planned statement');
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('button', { name: 'Show the statement' })).toBeVisible();
    await shoot(page, `${device}-en-statement`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bilan prévisionnel');
}

async function loadFailure(statement: StatementPage) {
  await statement.page.route('**/api/echeances/statement?**', (route) =>
    route.fulfill({ status: 500, json: { messageCode: 'internal.error' } }),
  );
  await statement.goto();
  await expect(
    statement.page.getByText(
      'Le relevé n’a pas pu être chargé. Veuillez réessayer dans un instant.',
    ),
  ).toBeVisible({ timeout: 20_000 });
  await statement.page.unroute('**/api/echeances/statement?**');
}

test('statement: period rule, payee filter, CSV and PDF exports, load failure, screenshots', async ({
  page,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(OUT, { recursive: true });
  const dialogs = await signInWatchingDialogs(page, DEMO);
  const statement = new StatementPage(page);
  await statement.goto();
  await expect(statement.table.getByText('Foncia').first()).toBeVisible();
  await periodRule(statement);
  await yearOfRent(statement);
  await shoot(page, 'desktop-fr-statement-foncia');
  await exportCsv(statement);
  await exportPdf(statement);
  await screenshots(statement);
  await inEnglish(statement);
  await loadFailure(statement);
  expect(dialogs).toEqual([]);
});
