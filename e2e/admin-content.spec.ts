import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './test';
import { ADMIN } from './fixtures';
import { AppShell } from './pages/app-shell';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';
import { adminApi, putInForce, termsInForce } from './terms';

// Terms, versions, partner offers and the FAQ.

const run = Date.now().toString(36);
/** One name for the whole run: a failed test restarts the worker, and `run` with it. */
const OFFER = 'Banque partenaire e2e';

/**
 * `shoot` for a page holding the advert frame: axe cannot run inside a frame that forbids
 * scripts (the point of its sandbox), so the check covers the page around it.
 */
async function shootBesideAdvertFrame(page: Page, name: string) {
  await shoot(page, name, true, ['.advert-frame']);
}

async function signIn(page: Page, login: string, password: string) {
  const form = new LoginPage(page);
  await form.goto();
  await form.signIn(login, password);
  await expect(page).not.toHaveURL(/login/);
}

async function personAskedToAccept(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = newPerson('terms');
  await createActiveAccount(page.request, person);
  return {
    page,
    person,
    /** Signs in and meets the new terms. */
    async meetsTerms() {
      await signIn(page, person.login, person.password);
      const terms = page.getByRole('dialog', { name: 'Conditions générales d’utilisation' });
      await expect(terms.getByText('Article 1 : vos données restent les vôtres.')).toBeVisible();
      await terms.getByRole('button', { name: 'J’accepte' }).click();
      await expect(terms).toBeHidden();
      await expect(new AppShell(page).heading).toHaveText('Accueil');
      await context.close();
    },
  };
}

test.describe('admin content', () => {
  test('an admin publishes new terms and a user is asked to accept them', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = await adminApi(baseURL!);
    const previous = await termsInForce(api);
    const name = `CGU ${run}`;
    // Created before the terms change: agreed to the previous ones at signup.
    const user = await personAskedToAccept(browser);
    try {
      await signIn(page, ADMIN.login, ADMIN.password);
      await page.goto('/admin/cgu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
      await page.getByRole('button', { name: 'Nouvelles conditions' }).click();
      const modal = page.getByRole('dialog', { name: 'Nouvelles conditions d’utilisation' });
      await modal.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(
        modal.getByText('Saisissez le nom de cette version des conditions.'),
      ).toBeVisible();
      await expect(modal.getByText('Saisissez le texte français des conditions.')).toBeVisible();
      await modal.getByRole('textbox', { name: 'Nom' }).fill(name);
      await modal
        .getByRole('textbox', { name: 'Texte en français' })
        .fill('Article 1 : vos données restent les vôtres.');
      await modal.getByRole('checkbox', { name: 'Mettre en vigueur' }).check();
      await shoot(page, 'desktop-admin-cgu-modal', false);
      await modal.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByText(`Les conditions « ${name} » sont en vigueur`)).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('En vigueur');
      await shoot(page, 'desktop-admin-cgu');

      await page.getByRole('button', { name: `Supprimer les conditions ${name}` }).click();
      await page
        .getByRole('dialog', { name: 'Supprimer ces conditions ?' })
        .getByRole('button', { name: 'Supprimer' })
        .click();
      await expect(
        page.getByText('Ces conditions sont en vigueur : mettez-en d’autres'),
      ).toBeVisible();

      await user.meetsTerms();
    } finally {
      if (previous) await putInForce(api, previous);
      await api.dispose();
    }
    await page.reload();
    await page.getByRole('button', { name: `Supprimer les conditions ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer ces conditions ?' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Des utilisateurs ont déjà accepté ces conditions')).toBeVisible();
  });

  test('an admin keeps the versions table and the partner offers', async ({ page }) => {
    await signIn(page, ADMIN.login, ADMIN.password);
    await page.goto('/admin/versions');
    await expect(page.getByRole('textbox', { name: 'Fonction (français)' }).first()).toHaveValue(
      'Comptes bancaires et opérations',
    );
    await shoot(page, 'desktop-admin-versions');
    await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await page.getByRole('button', { name: 'Enregistrer le tableau' }).click();
    await expect(
      page.getByText('Saisissez le nom de la fonction dans les deux langues.').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Retirer la ligne nouvelle ligne' }).click();

    await page.goto('/admin/adverts');
    await page.getByRole('button', { name: 'Nouvelle offre' }).click();
    const modal = page.getByRole('dialog', { name: 'Nouvelle offre partenaire' });
    await modal.getByRole('textbox', { name: 'Nom' }).fill(OFFER);
    await modal.getByRole('textbox', { name: 'Lien de l’offre' }).fill('javascript:alert(1)');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(modal.getByText('Saisissez une adresse web complète')).toBeVisible();
    await modal
      .getByRole('textbox', { name: 'Lien de l’offre' })
      .fill('https://partner.example/banque');
    await modal
      .getByRole('textbox', { name: 'Description' })
      .fill('<b>80 €</b> offerts à l’ouverture');
    await modal.getByRole('combobox', { name: 'Encart' }).selectOption('faq');
    await modal.getByRole('button', { name: 'Enregistrer' }).click();
    // A retry finds the first attempt's offer too: the name is the run's.
    await expect(page.getByRole('row', { name: new RegExp(OFFER) }).first()).toBeVisible();
    await shoot(page, 'desktop-admin-adverts');
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${device}: the comparator and the FAQ render`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await signIn(page, ADMIN.login, ADMIN.password);
      await page.goto('/comparator');
      const categories = page.getByRole('navigation', { name: 'Catégories du comparateur' });
      await expect(categories.getByRole('button')).toHaveCount(22);
      await expect(
        page.getByRole('heading', { name: 'Banques et banques en ligne' }),
      ).toBeVisible();
      await expect(page.getByText('<b>80 €</b> offerts à l’ouverture').first()).toBeVisible();
      await shoot(page, `${device}-comparator`);
      await categories.getByRole('button', { name: /^Eau/ }).click();
      await expect(
        page.getByText('Aucune offre dans cette catégorie pour le moment'),
      ).toBeVisible();

      await page.goto('/faq');
      await expect(
        page.getByRole('heading', { name: 'Comment importer mes opérations ?' }),
      ).toBeVisible();
      const frame = page.frameLocator('iframe[title="Offres partenaires"]');
      await expect(frame.getByText(OFFER).first()).toBeVisible();
      await shootBesideAdvertFrame(page, `${device}-faq`);
      await page.getByRole('button', { name: 'Synchroniser mes comptes' }).click();
      await expect(page.getByRole('dialog', { name: 'Import automatique' })).toBeVisible();
      await page.getByRole('button', { name: 'Fermer' }).last().click();

      await page.getByRole('link', { name: /Lire la page d’aide Importer ses opérations/ }).click();
      await expect(page).toHaveURL('/faq/import');
      await expect(page.getByText('Pécule lit les fichiers OFX')).toBeVisible();
      await shoot(page, `${device}-faq-import`);
    });
  }
});
