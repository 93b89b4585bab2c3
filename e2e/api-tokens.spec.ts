import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { ParametersPage } from './pages/parameters-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { signInWatchingDialogs } from './signed-in';

// Personal API tokens (issue 29): made on /parameters, shown once, used by a script against
// /api without the XSRF header, revoked from the same card, refused at its next request even
// though the browser's session cookie still rides along (a request with a token ignores it).

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The card's words in each language. */
const WORDS = {
  fr: { card: 'Jetons d’API', name: 'Nom', access: 'Accès', valid: 'Valable', days: '30 jours' },
  en: { card: 'API tokens', name: 'Name', access: 'Access', valid: 'Valid for', days: '30 days' },
};
const CREATE = { fr: 'Créer un jeton', en: 'Create a token' };

async function createToken(
  page: Page,
  name: string,
  access: string,
  language: 'fr' | 'en' = 'fr',
): Promise<string> {
  const words = WORDS[language];
  const card = new ParametersPage(page).card(words.card);
  await card.getByLabel(words.name, { exact: true }).fill(name);
  await card.getByLabel(words.access, { exact: true }).selectOption({ label: access });
  await card.getByLabel(words.valid, { exact: true }).selectOption({ label: words.days });
  await card.getByRole('button', { name: CREATE[language] }).click();
  const secret = card.getByTestId('api-token-secret');
  await expect(secret).toHaveText(/^pecule_[\w-]{43}$/);
  return (await secret.textContent())!;
}

test.describe('personal API tokens', () => {
  test('a person makes a token, a script uses it, the person revokes it', async ({ page }) => {
    const person = newPerson('e2etoken');
    await createActiveAccount(page.request, person);
    await page.setViewportSize(VIEWPORTS.desktop);
    const dialogs = await signInWatchingDialogs(page, person);
    const parameters = new ParametersPage(page);
    await parameters.goto();
    const card = parameters.card('Jetons d’API');
    await expect(card.getByText('Vous n’avez aucun jeton d’API.')).toBeVisible();

    const token = await createToken(page, 'Script de relevés', 'Lecture et écriture');
    await expect(card.getByRole('button', { name: 'Copier le jeton' })).toBeVisible();
    await shoot(page, 'desktop-fr-api-tokens-created');

    const created = await page.request.post('/api/bank/0', {
      headers: bearer(token),
      data: { name: 'Banque du script' },
    });
    expect(created.status()).toBe(200);
    const banks = await page.request.get('/api/bank', { headers: bearer(token) });
    expect(((await banks.json()) as { name: string }[]).map((bank) => bank.name)).toEqual([
      'Banque du script',
    ]);
    const refused = await page.request.post('/api/updatePassword', {
      headers: bearer(token),
      data: { oldPassword: person.password, newPassword: 'Autre-2026' },
    });
    expect(refused.status()).toBe(403);

    await page.reload();
    const row = card.getByRole('row').filter({ hasText: 'Script de relevés' });
    await expect(row).toContainText('Lecture et écriture');
    await expect(row).not.toContainText('Jamais');
    await page.setViewportSize(VIEWPORTS.mobile);
    await shoot(page, 'mobile-fr-api-tokens');
    await page.setViewportSize(VIEWPORTS.desktop);

    await card.getByRole('button', { name: 'Révoquer le jeton Script de relevés' }).click();
    await parameters
      .dialog('Révoquer ce jeton ?')
      .getByRole('button', { name: 'Révoquer' })
      .click();
    await expect(card.getByText('Vous n’avez aucun jeton d’API.')).toBeVisible();
    const after = await page.request.get('/api/bank', { headers: bearer(token) });
    expect(after.status()).toBe(401);
    expect((await page.request.get('/api/bank')).status()).toBe(200);
    await shoot(page, 'desktop-fr-api-tokens-revoked');
    expect(dialogs).toEqual([]);
  });

  test('a read-only token reads but cannot write (in English)', async ({ page }) => {
    const person = newPerson('e2eread');
    await createActiveAccount(page.request, person);
    await signInWatchingDialogs(page, person);
    await new ParametersPage(page).goto();
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    const token = await createToken(page, 'Reader', 'Read only', 'en');
    const card = new ParametersPage(page).card(WORDS.en.card);
    await expect(card.getByRole('button', { name: 'Copy the token' })).toBeVisible();
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `${device}-en-api-tokens-created`);
    }
    expect((await page.request.get('/api/account', { headers: bearer(token) })).status()).toBe(200);
    const write = await page.request.post('/api/bank/0', {
      headers: bearer(token),
      data: { name: 'Refusée' },
    });
    expect(write.status()).toBe(403);
    expect(await write.json()).toEqual({ messageCode: 'apiTokens.readOnly' });
  });
});
