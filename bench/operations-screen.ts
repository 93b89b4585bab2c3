// The operations screen on the benchmarks' user (200,000 operations over 20 years): time from
// clicking "Opérations" in the menu to the month's lines shown, in Debian's Chromium against the
// built server on SQLite. Budget: under 1 s.
import { chromium } from '@playwright/test';
import { LoginPage } from '../e2e/pages/login-page';
import { PERSON, seed, sqliteDatabase } from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';

const BUDGET_MS = 1_000;
const RUNS = 7;
const OPERATIONS = 200_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

async function timeScreen(baseUrl: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const login = new LoginPage(page);
    await login.goto(`${baseUrl}/login`);
    await login.signIn(PERSON.login, PERSON.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${baseUrl}/parameters`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const started = performance.now();
      await page
        .getByRole('link', { name: /^(Opérations|Operations)$/ })
        .first()
        .click();
      await page.locator('tbody tr[data-row-index]').first().waitFor();
      times.push(Math.round(performance.now() - started));
    }
    return times;
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<BenchResult> {
  const database = sqliteDatabase();
  try {
    console.log(`operations screen: seeding ${OPERATIONS} operations…`);
    await seed(database.url, OPERATIONS);
    const server = await startServer(database.url);
    try {
      const times = await timeScreen(server.baseUrl);
      const figures = { budgetMs: BUDGET_MS, runsMs: times, medianMs: median(times) };
      console.log(
        `  menu click → lines shown: ${times.join(', ')} ms (median ${figures.medianMs})`,
      );
      const failures =
        figures.medianMs > BUDGET_MS ? [`operations screen ${figures.medianMs} ms > 1 s`] : [];
      return { name: 'operations-screen', figures, failures };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

await runIfMain(import.meta.url, run);
