import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { ADMIN } from './fixtures';
import { LoginPage } from './pages/login-page';
import { PayeeModal, PayeesPage } from './pages/payees-page';
import { TagsPage } from './pages/tags-page';
import { shoot, VIEWPORTS } from './screens';

// Acceptance for /parameters/tags and /parameters/payees. The admin holds every
// functionality (tags, split) and has the standard categories; it signs in once.

const run = Date.now().toString(36);
const MARKET = `Marché ${run}`;
const BAKERY = `Boulangerie ${run}`;

async function tagsFlow(page: Page) {
  const tags = new TagsPage(page);
  await tags.goto();
  let dialog = await tags.create('');
  await expect(dialog.getByText('Saisissez le nom de l’étiquette.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(`Vacances ${run}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    tags.table.getByRole('cell', { name: `Vacances ${run}`, exact: true }),
  ).toBeVisible();

  dialog = await tags.create(`vacances ${run}`);
  await expect(dialog.getByText('Une étiquette de ce nom existe déjà.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  await tags.create(`Travail ${run}`);
  await page.getByRole('button', { name: `Renommer l’étiquette Travail ${run}` }).click();
  dialog = tags.dialog('Renommer l’étiquette');
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(`Bureau ${run}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await page.getByRole('button', { name: `Supprimer l’étiquette Bureau ${run}` }).click();
  await tags.dialog('Supprimer l’étiquette ?').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`L’étiquette « Bureau ${run} » est supprimée.`)).toBeVisible();
  await expect(tags.table.getByRole('cell', { name: `Bureau ${run}`, exact: true })).toHaveCount(0);
}

async function createSplitPayee(payees: PayeesPage) {
  await payees.add.click();
  const modal = new PayeeModal(payees.dialog('Nouveau tiers'));
  await modal.save();
  await expect(modal.dialog.getByText('Saisissez le nom du tiers.')).toBeVisible();
  await expect(
    modal.dialog.getByText(/Choisissez au moins une catégorie par défaut/),
  ).toBeVisible();

  await modal.field('Nom').fill(MARKET);
  await modal.field('Mots-clés').fill(`MARCHE ${run}, , DIMANCHE ${run},`);
  await modal.choose('Catégorie au débit', 'Ventilation', 'Ventilation (plusieurs catégories)');
  await modal.dialog.getByRole('textbox', { name: 'Montant habituel' }).first().fill('100');
  await modal.choose('Catégorie de la part 1', 'Supermarché', 'Alimentation / Supermarché');
  await modal.choose('Catégorie de la part 2', 'Sorties', 'Loisirs / Sorties');
  await modal.save();
  await expect(modal.dialog.getByText(/Chaque ligne avec une catégorie demande/)).toBeVisible();

  await modal.field('Pourcentage de la part 1').fill('60');
  await modal.field('Pourcentage de la part 2').fill('30');
  await expect(modal.dialog.getByText(/Pourcentage restant à répartir : 10 %/)).toBeVisible();
  await modal.save();
  await expect(modal.dialog.getByText(/le reste doit être 0/)).toBeVisible();
  await modal.field('Pourcentage de la part 2').fill('40');
  await expect(modal.dialog.getByText(/Pourcentage restant à répartir : 0 %/)).toBeVisible();
  await expect(modal.dialog.getByText('Part du montant habituel : 60,00')).toBeVisible();
  await expect(modal.dialog.getByText('Part du montant habituel : 40,00')).toBeVisible();
  await modal.choose('Étiquettes', `Vacances ${run}`, `Vacances ${run}`);
  await modal.combobox('Étiquettes').press('Escape');
  return modal;
}

async function payeesFlow(page: Page) {
  const payees = new PayeesPage(page);
  await payees.goto();
  const modal = await createSplitPayee(payees);
  await modal.dialog.getByRole('group', { name: 'Modèle de ventilation' }).scrollIntoViewIfNeeded();
  await shoot(page, 'desktop-fr-payee-modal-split', false);
  await modal.save();
  await expect(page.getByText(`Le tiers « ${MARKET} » est enregistré.`)).toBeVisible();

  await payees.add.click();
  const second = new PayeeModal(payees.dialog('Nouveau tiers'));
  await second.field('Nom').fill(MARKET);
  await second.field('Mots-clés').fill(`DIMANCHE ${run}`);
  await expect(
    second.dialog.getByText(/également utilisé|aussi utilisé|un autre tiers/),
  ).toBeVisible();
  await second.choose('Catégorie au débit', 'Boulangerie', 'Alimentation / Boulangerie');
  await second.save();
  await expect(second.dialog.getByRole('textbox', { name: 'Nom' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await second.field('Nom').fill(BAKERY);
  await second.save();
  await expect(page.getByText(`Le tiers « ${BAKERY} » est enregistré.`)).toBeVisible();

  await payees.search.fill(`dimanche ${run}`);
  await expect(payees.table.getByRole('row')).toHaveCount(3);
  await expect(payees.row(MARKET).getByText(/un autre tiers/)).toHaveCount(1);
  await shoot(page, 'desktop-fr-payees');

  await page.getByRole('button', { name: `Détails de ${MARKET}` }).click();
  const details = payees.dialog(MARKET);
  await expect(details.getByText('Supermarché — 60 %')).toBeVisible();
  await details.getByRole('button', { name: 'Appliquer à ses opérations' }).click();
  await expect(page.getByText('0 opération mise à jour.')).toBeVisible();
  await details.getByRole('button', { name: 'Fermer' }).click();

  await payees.selectAll.check();
  await payees.invert.click();
  await expect(payees.deleteSelection).toBeDisabled();
  await payees.select(BAKERY).check();
  await payees.deleteSelection.click();
  const confirm = payees.dialog('Supprimer ce tiers ?');
  await expect(confirm.getByText(BAKERY)).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('1 tiers supprimé.')).toBeVisible();
  await expect(payees.table.getByRole('row')).toHaveCount(2);
}

async function screenshots(page: Page, language: 'fr' | 'en') {
  const payees = new PayeesPage(page);
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await new TagsPage(page).goto();
    await shoot(page, `${device}-${language}-tags`);
    await payees.goto();
    await payees.search.fill(run);
    await shoot(page, `${device}-${language}-payees`);
    await payees
      .row(MARKET)
      .getByRole('button', { name: /^(Modifier|Edit) / })
      .click();
    await expect(page.getByRole('dialog').getByText(/60,00|60\.00/)).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('group', { name: /^(Modèle de ventilation|Split template)$/ })
      .scrollIntoViewIfNeeded();
    await shoot(page, `${device}-${language}-payee-modal`, false);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Annuler|Cancel)$/ })
      .click();
  }
}

test('tags and payees: every action and refusal, screenshots in French and English', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ADMIN.login, ADMIN.password);
  await expect(page).not.toHaveURL(/login/);

  await tagsFlow(page);
  await payeesFlow(page);
  await screenshots(page, 'fr');

  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payees');
  await screenshots(page, 'en');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tiers');
});
