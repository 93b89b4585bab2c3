import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const DIR = 'test-results/screenshots';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
};

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type WindowWithAxe = typeof window & { axe?: typeof axe };

/**
 * axe-core's own run, injected once per document: @axe-core/playwright sent the 0.5 MB engine
 * again and opened a blank page to merge results on every check (0.7 to 3.8 s a check, against
 * 0.1 to 0.3 s here). Frames are not analysed: the app's only one is the sandboxed advert frame.
 * A button caught mid-transition, or a toast mid-fade, failed color-contrast now and then: the
 * finite animations end first (a spinner's never does), for 2 s at the most.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<axe.Result[]> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: seen once on a chart page, it held the walk 10 min.
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const injected = await page.evaluate(() => typeof (window as WindowWithAxe).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async (excluded) =>
      (
        await (window as WindowWithAxe).axe!.run(
          { exclude: excluded.map((selector) => [selector]) },
          { resultTypes: ['violations'], iframes: false },
        )
      ).violations,
    exclude,
  );
}

/** Fails on any serious or critical accessibility violation of what the page shows now. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  const violations = await axeViolations(page, exclude);
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect(blocking, `accessibility of ${page.url()}`).toEqual([]);
}

/** A screenshot to look at, taken after the screen passed the accessibility check. */
export async function shoot(
  page: Page,
  name: string,
  fullPage = true,
  exclude: string[] = [],
): Promise<void> {
  await expectAccessible(page, exclude);
  await page.screenshot({ path: `${DIR}/${name}.png`, animations: 'disabled', fullPage });
}

/** `shoot` at each width as `<device>-fr-<name>`, then back to the desktop width. */
export async function shootBothWidths(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // A full-page shot taken while scrolled paints the sticky top bar mid-page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, `${device}-fr-${name}`, fullPage);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
