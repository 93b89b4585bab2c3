import { expect, test } from './test';
import { createActiveAccount, newPerson } from './people';
import { signInWatchingDialogs } from './signed-in';

// The CSP forbids eval: no screen may trigger a violation report (zod runs jitless).

test('signing in and moving between screens reports no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  const person = newPerson('csp');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  expect(await violations()).toEqual([]);
  for (const path of ['/parameters', '/banks', '/budget']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  expect(dialogs).toEqual([]);
});
