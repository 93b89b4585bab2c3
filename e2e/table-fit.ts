import { expect, type Page } from '@playwright/test';

/**
 * What does not fit on the screen as it is: a page wider than the window, a table wider than its
 * box without the scroll cue, a column marked essential out of view (left or right of its box or
 * of the window). The rows' vertical place does not count: a long table scrolls down.
 */
export async function tableFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const nameOf = (element: Element) =>
      element.closest('[aria-label]')?.getAttribute('aria-label') ?? element.tagName;
    if (document.documentElement.scrollWidth > viewport + 1)
      problems.push(`page ${document.documentElement.scrollWidth}px wide in ${viewport}px`);
    for (const box of document.querySelectorAll<HTMLElement>('.table-wrap')) {
      if (!shown(box)) continue;
      const cue = box.closest('[data-scroll-cue]');
      if (box.scrollWidth > box.clientWidth + 1 && !cue)
        problems.push(`${nameOf(box)}: ${box.scrollWidth}px in ${box.clientWidth}px, no cue`);
    }
    // A stacked table hides its header row for screen readers only: its first row's cells count.
    const stacked = (cell: Element) =>
      getComputedStyle(cell.closest('thead')!).position === 'absolute';
    const essentials = [
      ...document.querySelectorAll<HTMLElement>('thead [data-priority="essential"]'),
    ].filter((cell) => !stacked(cell));
    for (const table of document.querySelectorAll('table')) {
      const head = table.querySelector('thead [data-priority="essential"]');
      const firstRow = table.querySelector('tbody tr');
      if (head && firstRow && stacked(head))
        essentials.push(...firstRow.querySelectorAll<HTMLElement>('[data-priority="essential"]'));
    }
    essentials.push(
      ...document.querySelectorAll<HTMLElement>('.table-card [data-priority="essential"]'),
    );
    for (const cell of essentials) {
      if (!shown(cell)) continue;
      const rect = cell.getBoundingClientRect();
      const box = (cell.closest('.table-wrap') ?? cell.closest('.table-cards'))!;
      const area = box.getBoundingClientRect();
      const left = Math.max(0, area.left) - 1;
      const right = Math.min(viewport, area.right) + 1;
      if (rect.left < left || rect.right > right)
        problems.push(`${nameOf(box)}: "${cell.textContent}" at ${rect.left}–${rect.right}`);
    }
    return problems;
  });
}

/** Expects the screen's tables to fit, once its spinners are gone; the walk goes on to report all. */
export async function expectTablesFit(page: Page): Promise<void> {
  await expect(page.locator('.spinner')).toHaveCount(0);
  // The scroll cue is measured after layout: a frame lets it settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect.soft(await tableFitProblems(page), `tables of ${page.url()}`).toEqual([]);
}
