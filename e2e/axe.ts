import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** axe-core's script, when the package is installed (it is not a dependency yet). */
function axeScript(): string | null {
  try {
    return require.resolve('axe-core/axe.min.js');
  } catch {
    return null;
  }
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the page and fails on serious or critical violations. Without axe-core the check is
 * recorded as skipped in the report rather than passing silently.
 */
export async function expectNoSeriousA11yIssues(page: Page, where: string): Promise<void> {
  const script = axeScript();
  if (!script) {
    test.info().annotations.push({ type: 'axe skipped', description: `${where}: no axe-core` });
    return;
  }
  await page.addScriptTag({ path: script });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run()).violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, where).toEqual([]);
}
