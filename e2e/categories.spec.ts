import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { apiPost } from './api-session';
import { DEMO } from './fixtures';
import { CategoriesPage } from './pages/categories-page';
import { LoginPage } from './pages/login-page';
import { createActiveAccount, newPerson } from './people';
import { shoot, VIEWPORTS } from './screens';

async function signIn(page: Page, login: string, password: string) {
  const form = new LoginPage(page);
  await form.goto();
  await form.signIn(login, password);
  await expect(page).not.toHaveURL(/\/login/);
}

async function categoryId(page: Page, name: string): Promise<number> {
  interface Node {
    categoryId: number;
    name: string;
    children: Node[];
  }
  const trees = (await (await page.request.get('/api/category')).json()) as Record<string, Node[]>;
  const all = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...all(node.children)]);
  return all([...trees.debit!, ...trees.credit!]).find((node) => node.name === name)!.categoryId;
}

test.describe('categories screen', () => {
  test('builds, reorders, disables and enables a 3-level branch; shows every refusal', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const suffix = Date.now().toString(36);
    const top = `Projets ${suffix}`;
    await signIn(page, DEMO.login, DEMO.password);
    const screen = new CategoriesPage(page);
    await screen.goto();
    const expenses = screen.tree('Dépenses');
    await expect(screen.tree('Recettes')).toBeVisible();

    await test.step('add a top category: name required, then saved', async () => {
      await expenses.getByRole('button', { name: 'Ajouter une catégorie de dépenses' }).click();
      const dialog = screen.dialog('Nouvelle catégorie');
      await screen.fillModal(dialog, {});
      await expect(dialog.getByText('Saisissez le nom de la catégorie.')).toBeVisible();
      await expect(
        dialog.getByText('Choisissez la catégorie standard à laquelle celle-ci ressemble.'),
      ).toBeVisible();
      await shoot(page, 'desktop-fr-category-modal-errors', false);
      await screen.fillModal(dialog, { name: top, similar: 'Loisirs' });
      await expect(dialog).toBeHidden();
      await expect(screen.row(top)).toBeVisible();
    });

    await test.step('a second one of the same name is refused', async () => {
      await expenses.getByRole('button', { name: 'Ajouter une catégorie de dépenses' }).click();
      const dialog = screen.dialog('Nouvelle catégorie');
      await screen.fillModal(dialog, { name: top, similar: 'Loisirs' });
      await expect(
        dialog.getByText('Une catégorie de ce nom existe déjà à cet endroit.'),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
    });

    await test.step('build the branch down to the third level', async () => {
      for (const [parent, name] of [
        [top, 'Jardin'],
        [top, 'Atelier'],
        ['Jardin', 'Outils'],
      ] as const) {
        await screen.action(parent, `Ajouter une sous-catégorie à ${parent}`).click();
        await screen.fillModal(screen.dialog('Nouvelle catégorie'), { name });
        await expect(screen.dialog('Nouvelle catégorie')).toBeHidden();
        await expect(screen.row(name)).toBeVisible();
      }
      await expect(screen.action('Outils', 'Ajouter une sous-catégorie à Outils')).toHaveCount(0);
    });

    const before = await screen.childNames(top);
    expect([...before].sort()).toEqual(['Atelier', 'Jardin']);

    await test.step('reorder with the mouse; the order is kept', async () => {
      const [first, second] = before as [string, string];
      // A toast over the drop target would make Playwright scroll in the middle of the drag.
      await expect(page.getByText('Catégorie enregistrée.')).toHaveCount(0);
      const target = screen.row(first);
      await screen.item(top).scrollIntoViewIfNeeded();
      const box = (await target.boundingBox())!;
      await screen
        .row(second)
        .getByRole('button', { name: `Déplacer ${second}` })
        .dragTo(target, { targetPosition: { x: box.width / 2, y: 3 } });
      await expect.poll(() => screen.childNames(top)).toEqual([second, first]);
      await page.reload();
      await page.getByRole('button', { name: 'Tout déplier' }).click();
      await expect.poll(() => screen.childNames(top)).toEqual([second, first]);
    });

    await test.step('reorder with the keyboard (Alt+arrow), the focus staying on the row', async () => {
      const [first, second] = before as [string, string];
      const handle = screen.row(second).getByRole('button', { name: `Déplacer ${second}` });
      await handle.focus();
      await page.keyboard.press('Alt+ArrowDown');
      await expect.poll(() => screen.childNames(top)).toEqual([first, second]);
      await expect(handle).toBeFocused();
      await expect(page.getByText(`${second} est maintenant en position 2 sur 2.`)).toBeAttached();
      await screen.action(first, `Descendre ${first}`).click();
      await expect.poll(() => screen.childNames(top)).toEqual([second, first]);
      await screen.action(first, `Monter ${first}`).click();
      await expect.poll(() => screen.childNames(top)).toEqual([first, second]);
    });

    await test.step('place rules: not under itself, three levels at most', async () => {
      await screen.action(top, `Modifier ${top}`).click();
      let dialog = screen.dialog('Modifier la catégorie');
      await screen.fillModal(dialog, { parent: `${top} / Jardin` });
      await expect(
        dialog.getByText(
          'Une catégorie ne peut pas être placée sous elle-même ou sous l’une de ses sous-catégories.',
        ),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Annuler' }).click();

      await screen.action('Jardin', 'Modifier Jardin').click();
      dialog = screen.dialog('Modifier la catégorie');
      await screen.fillModal(dialog, { parent: `${top} / Atelier` });
      await expect(
        dialog.getByText('Les catégories ont au plus 3 niveaux : choisissez un parent plus haut.'),
      ).toBeVisible();
      await shoot(page, 'desktop-fr-category-modal-parent', false);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
    });

    await shoot(page, 'desktop-fr-categories');

    await test.step('delete disables the branch; enable restores it', async () => {
      await screen.action(top, `Supprimer ${top}`).click();
      const confirm = screen.dialog('Supprimer une catégorie');
      await expect(confirm).toContainText('et ses sous-catégories seront désactivées');
      await shoot(page, 'desktop-fr-category-delete', false);
      await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await expect(screen.row(top)).toHaveCount(0);
      await page.getByRole('checkbox', { name: 'Afficher les catégories désactivées' }).check();
      await expect(screen.row(top)).toContainText('désactivée');
      await expect(screen.row('Outils')).toContainText('désactivée');
      await screen.row(top).scrollIntoViewIfNeeded();
      await shoot(page, 'desktop-fr-categories-disabled', false);
      await screen.action(top, `Réactiver ${top}`).click();
      await expect(screen.row(top)).not.toContainText('désactivée');
      await expect(screen.row('Outils')).not.toContainText('désactivée');
    });

    await test.step('a category used by operations cannot be deleted', async () => {
      await screen.action('Alimentation', 'Supprimer Alimentation').click();
      await screen
        .dialog('Supprimer une catégorie')
        .getByRole('button', { name: 'Supprimer', exact: true })
        .click();
      await expect(screen.item('Alimentation').getByRole('alert')).toContainText(
        'Cette catégorie ne peut pas être supprimée : des opérations l’utilisent.',
      );
      await expect(screen.row('Alimentation')).not.toContainText('désactivée');
      await shoot(page, 'desktop-fr-categories-refused', false);
    });

    await test.step('mobile screenshots', async () => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.getByRole('button', { name: 'Tout déplier' }).click();
      await shoot(page, 'mobile-fr-categories');
      await screen.row('Jardin').scrollIntoViewIfNeeded();
      await shoot(page, 'mobile-fr-categories-branch', false);
      await screen.action('Jardin', 'Modifier Jardin').click();
      await expect(screen.dialog('Modifier la catégorie')).toBeVisible();
      await shoot(page, 'mobile-fr-category-modal', false);
      await screen.dialog('Modifier la catégorie').getByRole('button', { name: 'Annuler' }).click();
    });

    await test.step('a category used by a payee cannot be deleted', async () => {
      const outils = await categoryId(page, 'Outils');
      await apiPost(page, '/api/payees', {
        name: `Jardinerie ${suffix}`,
        debitCategory: { categoryId: outils },
      });
      await page.reload();
      await page.getByRole('button', { name: 'Tout déplier' }).click();
      await screen.action('Outils', 'Supprimer Outils').click();
      await screen
        .dialog('Supprimer une catégorie')
        .getByRole('button', { name: 'Supprimer', exact: true })
        .click();
      await expect(screen.item('Outils').getByRole('alert')).toContainText(
        'Cette catégorie ne peut pas être supprimée : des tiers l’utilisent par défaut.',
      );
    });
  });

  test('an English-speaking user sees English names and the CATEGORY warning', async ({ page }) => {
    test.setTimeout(90_000);
    const person = newPerson('caten');
    await createActiveAccount(page.request, person, 'en');
    await signIn(page, person.login, person.password);
    const screen = new CategoriesPage(page);
    await screen.goto();
    await expect(screen.tree('Expenses')).toBeVisible();
    await expect(screen.row('Food')).toBeVisible();
    await expect(screen.row('Alimentation')).toHaveCount(0);

    await screen.tree('Expenses').getByRole('button', { name: 'Add an expense category' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText(
      'Your version of Pécule does not let you add or edit categories.',
    );
    await page.getByRole('button', { name: 'Expand all' }).click();
    await shoot(page, 'desktop-en-categories');

    await page.setViewportSize(VIEWPORTS.mobile);
    await shoot(page, 'mobile-en-categories');
    await shoot(page, 'mobile-en-categories-top', false);
    await screen.action('Food', 'Delete Food').click();
    await expect(screen.dialog('Delete a category')).toBeVisible();
    await shoot(page, 'mobile-en-category-delete', false);
  });
});
