import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { FAQ_PAGES } from '../contract/faq-pages';
import { ADMIN, DEMO } from './fixtures';
import { axeViolations, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';
import { expect, test } from './test';

/**
 * Every route of src/app/routes.ts, at both widths and in both languages: axe must find nothing
 * (any impact) and the console no error. Anonymous routes are visited signed out, the others as
 * the premium demo person (who has data), the admin ones as the admin. The route table is read
 * as text: importing it would load the screens and their styles.
 */
type Access = 'anonymous' | 'authenticated' | 'admin';

const ROUTE_ENTRY = /(anonymous|authenticated)\(\s*'([^']+)'[^)]*?(ADMIN)?\)/g;

function routesOfTable(): { path: string; access: Access }[] {
  const source = fs.readFileSync('src/app/routes.ts', 'utf8');
  const routes = [...source.matchAll(ROUTE_ENTRY)]
    .filter(([, , path]) => !path!.includes(':'))
    .map(([, kind, path, admin]) => ({
      path: path!,
      access: (admin ? 'admin' : kind) as Access,
    }));
  const notFound = { path: '/404', access: 'authenticated' as const };
  const faq = FAQ_PAGES.map((page) => ({ path: `/faq/${page}`, access: 'authenticated' as const }));
  return [...routes, notFound, ...faq];
}

const ROUTES = routesOfTable();
const LANGUAGES = { fr: 'fr-FR', en: 'en-US' } as const;
const SHOTS = 'test-results/screenshots';

/** Every violation, whatever its impact, in one line each. */
async function findingsOf(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(
    (v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.map((n) => n.target).join(' | ')}`,
  );
}

async function contextFor(
  browser: Browser,
  language: keyof typeof LANGUAGES,
  viewport: { width: number; height: number },
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: LANGUAGES[language], viewport, baseURL });
  // Init scripts run in every frame: the sandboxed advert frame has no storage to write to.
  await context.addInitScript((chosen) => {
    if (window === window.top) localStorage.setItem('pecule.language', chosen);
  }, language);
  return context;
}

/**
 * Opens a route as the app's own links do (history and popstate): the page, axe's engine and the
 * session stay loaded, where a reload per route made the walk ten times longer. The heading left
 * behind is marked, so the wait is for the new route's own heading.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    for (const heading of document.querySelectorAll('h1')) {
      heading.dataset.leftBehind = heading.textContent ?? '';
    }
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('h1')].some(
        (heading) => heading.dataset.leftBehind !== heading.textContent,
      ),
    undefined,
    { timeout: 15_000 },
  );
}

/** Waits for the route's heading and for its data: no spinner and nothing marked busy. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Visits each route on one page, recording its console errors and axe findings. */
async function walk(page: Page, routes: typeof ROUTES, tag: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const findings: string[] = [];
  for (const [index, { path }] of routes.entries()) {
    errors.length = 0;
    if (index === 0) await page.goto(path);
    else await openInApp(page, path);
    await settled(page);
    const found = [...(await findingsOf(page)), ...errors.map((e) => `console: ${e}`)];
    findings.push(...found.map((finding) => `${tag} ${path} — ${finding}`));
    if (['/admin', '/faq', '/previsionnel/budget/details'].includes(path)) {
      const name = `axe-${tag.replace(/\W+/g, '-')}${path.replace(/\//g, '-')}`;
      await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    }
  }
  return findings;
}

/**
 * Once signed in, the account's language is the interface's: the walk switches it with the top
 * bar's control, as a person would, and gives back the one the person had.
 */
async function speakToPerson(page: Page, language: string): Promise<string> {
  const html = page.locator('html');
  // The account's own language, not the page's: the page turns to it only once its translations
  // have come, and a walk that read the page too early would give the person the wrong one back.
  const answer = await page.request.get('/api/user');
  const own = ((await answer.json()) as { language: string }).language;
  await expect(html).toHaveAttribute('lang', own);
  if (own !== language) {
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/preferences') && response.request().method() !== 'GET',
    );
    await page.getByRole('button', { name: language.toUpperCase(), exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(html).toHaveAttribute('lang', language);
  }
  return own;
}

const combos = Object.keys(LANGUAGES).flatMap((language) =>
  Object.entries(VIEWPORTS).map(([device, viewport]) => ({
    language: language as keyof typeof LANGUAGES,
    device,
    viewport,
  })),
);

for (const { language, device, viewport } of combos) {
  test(`axe and console are clean on every route, ${device} ${language}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const tag = `${device}-${language}`;
    const byAccess = (access: Access) => ROUTES.filter((route) => route.access === access);
    const findings: string[] = [];
    for (const [access, person] of [
      ['anonymous', null],
      ['authenticated', DEMO],
      ['admin', ADMIN],
    ] as const) {
      const context = await contextFor(browser, language, viewport, baseURL);
      const page = await context.newPage();
      if (person) await signInWatchingDialogs(page, person);
      const own = person ? await speakToPerson(page, language) : language;
      try {
        findings.push(...(await walk(page, byAccess(access), tag)));
      } finally {
        if (person) await speakToPerson(page, own);
        await context.close();
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
