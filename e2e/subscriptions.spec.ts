import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// A standard user goes premium through the payment sandbox, then cancels.

/** A modal is shot as the screen shows it (fullPage false): its backdrop covers the viewport. */
async function shootBoth(page: Page, name: string, fullPage = true) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await shoot(page, `${device}-fr-${name}`, fullPage);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a standard user upgrades to premium monthly, gets tags, cancels; a second subscription waits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = newPerson('premium');
  await createActiveAccount(page.request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const menu = page.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Étiquettes' })).toHaveCount(0);

  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { name: 'Passer premium', level: 1 })).toBeVisible();
  await page.getByLabel(/Paiement mensuel/).check();
  await shootBoth(page, 'upgrade');
  await page.getByRole('button', { name: 'S’abonner avec PayPal' }).click();

  await expect(page.getByRole('heading', { name: 'Paiement (mode test)' })).toBeVisible();
  await shootBoth(page, 'paypal-sandbox');
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();

  await expect(page).toHaveURL(/\/upgrade\?payment=approved/);
  await expect(page.getByText('Bienvenue en premium')).toBeVisible();
  await expect(page.getByText('Premium, mensuel')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Étiquettes' })).toBeVisible();
  await shootBoth(page, 'upgrade-approved');
  await page.getByRole('link', { name: 'Créer vos premiers tags' }).click();
  await expect(page).toHaveURL(/\/parameters\/tags/);

  await page.goto('/parameters');
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Abonnement', level: 2 }),
  });
  await expect(section.getByText(/Prochain paiement le/)).toBeVisible();
  await section.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Vous gardez premium');
  await shootBoth(page, 'subscription-cancel', false);
  await dialog.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  await expect(page.getByText(/Résilié : premium jusqu’au/)).toBeVisible();
  await shootBoth(page, 'parameters-subscription');

  const again = await page.evaluate(async () => {
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const res = await fetch('/api/updateProfile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
      body: JSON.stringify({ version: 'PREMIUM', versionOption: 'PREMIUM_ANNUEL' }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(again).toEqual({
    status: 409,
    body: { messageCode: 'param.modal.version.pending-subscr' },
  });
  expect(dialogs).toEqual([]);
});

test('a second subscription within 15 minutes is refused with its message', async ({ page }) => {
  const person = newPerson('pending');
  await createActiveAccount(page.request, person);
  await signInWatchingDialogs(page, person);
  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'S’abonner avec PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Paiement (mode test)' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler et revenir' }).click();
  await expect(page.getByText('Le paiement a été annulé')).toBeVisible();
  await page.getByRole('button', { name: 'S’abonner avec PayPal' }).click();
  await expect(
    page.getByText(/déjà actif ou a été demandé il y a moins de 15 minutes/).first(),
  ).toBeVisible();
  await shootBoth(page, 'upgrade-pending');
});
