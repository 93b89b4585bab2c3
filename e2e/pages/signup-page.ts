import { expect, type Locator, type Page } from '@playwright/test';
import type { Person } from '../people';

/** The /signup wizard, in French. */
export class SignupPage {
  readonly next: Locator;
  readonly submit: Locator;
  readonly selectedTab: Locator;

  constructor(readonly page: Page) {
    this.next = page.getByRole('button', { name: 'Suivant' });
    this.submit = page.getByRole('button', { name: 'Créer mon compte' });
    this.selectedTab = page.getByRole('tab', { selected: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.selectedTab).toContainText('Version');
  }

  async fillLogin(person: Person): Promise<void> {
    await expect(this.selectedTab).toContainText('Identifiants');
    await this.page.getByRole('textbox', { name: 'Identifiant' }).fill(person.login);
    await this.page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email);
    await this.page.getByLabel('Mot de passe', { exact: true }).fill(person.password);
    await this.page.getByLabel('Confirmez le mot de passe').fill(person.password);
    await expect(this.page.getByText('Cet identifiant est disponible.')).toBeVisible();
  }

  async fillPerso(): Promise<void> {
    await expect(this.selectedTab).toContainText('Vous');
    await this.page.getByRole('radio', { name: 'Mme' }).check();
    await this.page.getByRole('textbox', { name: 'Code postal' }).fill('75011');
    await this.page.getByRole('textbox', { name: 'Âge' }).fill('34');
    await expect(this.page.getByRole('combobox', { name: 'Indicatif' })).toHaveValue('FR');
    await this.page.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('06 12 34 56 78');
    await this.page.getByRole('checkbox', { name: 'Gérer mon budget' }).check();
    await this.page.getByRole('checkbox', { name: 'Épargner' }).check();
  }

  async acceptTerms(): Promise<void> {
    await expect(this.selectedTab).toContainText('Conditions');
    await expect(this.page.getByRole('region').first()).toBeVisible();
    await this.page.getByRole('checkbox', { name: /j’accepte les conditions/ }).check();
  }
}
