import { expect, type Locator, type Page } from '@playwright/test';
import { OperationModal } from './operation-modal';

const NEW_PLAN = /^(Nouvelle opération prévue|New planned operation)$/;
const EDIT_PLAN = /^(Modifier l’opération prévue|Edit the planned operation)$/;

/** /previsionnel/operations: the planned operations list and its modal. */
export class EcheancesPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/previsionnel/operations');
    await this.page.getByRole('button', { name: NEW_PLAN }).waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table');
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** The payee cells of the list, top to bottom. */
  async payeesInOrder(): Promise<string[]> {
    return this.table
      .locator('tbody td[data-label="Tiers"], tbody td[data-label="Payee"]')
      .allInnerTexts();
  }

  async sortBy(column: string, direction: 'Croissant' | 'Décroissant' = 'Croissant') {
    await this.page.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: column });
    await this.page.getByRole('combobox', { name: 'Ordre' }).selectOption({ label: direction });
  }

  async openNew(): Promise<OperationModal> {
    await this.page.getByRole('button', { name: NEW_PLAN }).click();
    const modal = OperationModal.of(this.page, NEW_PLAN);
    await expect(modal.field(/^(Montant|Amount)$/)).toBeVisible();
    return modal;
  }

  async openEdit(name: string): Promise<OperationModal> {
    await this.row(name)
      .getByRole('button', { name: `Modifier ${name}` })
      .click();
    const modal = OperationModal.of(this.page, EDIT_PLAN);
    await expect(modal.field(/^(Montant|Amount)$/)).toBeVisible();
    return modal;
  }

  select(name: string): Locator {
    return this.page.getByRole('checkbox', { name: `Sélectionner ${name}` });
  }

  get deleteSelection(): Locator {
    return this.page.getByRole('button', { name: /^Supprimer la sélection/ });
  }
}
