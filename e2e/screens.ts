import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const DIR = 'test-results/screenshots';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
};

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Fails on any serious or critical accessibility violation of what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A button caught mid-transition (its colours changing) failed color-contrast now and then.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
  expect(blocking, `accessibility of ${page.url()}`).toEqual([]);
}

/** A screenshot to look at, taken after the screen passed the accessibility check. */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  await expectAccessible(page);
  await page.screenshot({ path: `${DIR}/${name}.png`, animations: 'disabled', fullPage });
}
