import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { DEMO } from './fixtures';
import { SurveyPages } from './pages/survey-pages';
import { signInWatchingDialogs } from './signed-in';
import { shoot, VIEWPORTS } from './screens';

// Survey: the demo budget (a salary from ACME France and a rent to Foncia planned
// every month, real operations booked) in the survey, the difference table and the monitor.

interface Budget {
  id: number;
  name: string;
}

/** The demo's budget the pickers open on: the first of its list (the favourite). */
async function demoBudget(page: Page): Promise<Budget> {
  const budgets = (await (await page.request.get('/api/budgets')).json()) as {
    accountId: number;
    name: string;
  }[];
  const [first] = budgets;
  if (!first) throw new Error('the demo has no budget');
  return { id: first.accountId, name: first.name };
}

async function survey(pages: SurveyPages, budget: Budget) {
  await pages.gotoSurvey();
  await expect(pages.page).toHaveURL(/\/previsionnel\/budget\/details$/);
  await expect(pages.select('Budget')).toHaveValue(String(budget.id));
  const year = String(new Date().getFullYear());
  await expect(pages.select('Année')).toHaveValue(year);
  await expect(pages.table.getByRole('columnheader', { name: 'Cumul' })).toBeVisible();
  await expect(pages.row('Salaires')).toBeVisible();
  await expect(pages.row('Total Logement')).toBeVisible();
  await expect(pages.row('Loyer')).toBeVisible();
  await pages.select('Profondeur').selectOption('1');
  await expect(pages.row('Loyer')).toHaveCount(0);
  await pages.select('Profondeur').selectOption('3');

  await pages.page.getByRole('button', { name: 'Objectif de Logement' }).click();
  const dialog = pages.dialog('Objectif : Logement');
  await dialog.getByRole('textbox', { name: 'Montant' }).fill('1000');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(pages.row('Total Logement').getByText('-1 000,00 €').first()).toBeVisible();

  await pages.select('Affichage').selectOption('OPERATION');
  const edit = pages.page.getByRole('link', { name: 'Modifier l’opération prévue Foncia' });
  await expect(edit.first()).toHaveAttribute('href', '/previsionnel/operations');
  await expect(pages.row(/^Logement \/ Loyer/)).toBeVisible();
}

async function differenceAndMonitor(pages: SurveyPages) {
  await pages.gotoDifference();
  const today = new Date();
  const ddmm = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}`;
  await expect(
    pages.table.getByRole('columnheader', { name: `Situation au ${ddmm}` }),
  ).toBeVisible();
  await expect(pages.table.getByRole('columnheader', { name: 'Écart' }).first()).toBeVisible();
  await expect(pages.row('Logement')).toBeVisible();

  await pages.gotoMonitor();
  await expect(pages.table.getByRole('columnheader', { name: 'Reste' })).toBeVisible();
  await expect(pages.row('Logement')).toBeVisible();
  await expect(pages.row(/^Total$/)).toBeVisible();
}

async function screenshots(pages: SurveyPages, budget: Budget) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await pages.page.setViewportSize(viewport);
    await pages.gotoSurvey(budget.id);
    await expect(pages.row('Salaires')).toBeVisible();
    await shoot(pages.page, `${device}-fr-survey`);
    await pages.gotoDifference();
    await shoot(pages.page, `${device}-fr-survey-difftable`);
    await pages.gotoMonitor();
    await shoot(pages.page, `${device}-fr-survey-monitor`);
  }
  await pages.page.setViewportSize(VIEWPORTS.desktop);
}

test('survey, difference table and monitor of a budget, goals, screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = await signInWatchingDialogs(page, DEMO);
  const budget = await demoBudget(page);
  const pages = new SurveyPages(page);
  await survey(pages, budget);
  await differenceAndMonitor(pages);
  await screenshots(pages, budget);
  expect(dialogs).toEqual([]);
});
