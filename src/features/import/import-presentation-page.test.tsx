import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { GUIDED_BANKS } from './bank-export-guide';

const openPage = async () => {
  mockRoutes({ 'GET /api/import': { status: 200, data: [] } });
  renderApp('/parameters/import-presentation', makeUser(ProfileName.premium));
  return screen.findByRole('heading', { name: 'Downloading the file from your bank' });
};

describe('import presentation', () => {
  it('lists every bank of the guide, each closed until asked', async () => {
    const heading = await openPage();
    const guide = within(heading.closest('section') as HTMLElement);
    const banks = guide.getAllByRole('listitem');
    expect(banks).toHaveLength(GUIDED_BANKS.length);
    for (const name of [
      'BNP Paribas',
      'Caisse d’Épargne',
      'BoursoBank',
      'Revolut',
      'N26',
      'Qonto',
    ]) {
      expect(guide.getByText(name, { selector: 'summary' })).toBeVisible();
    }
    expect(guide.getByText(/Excel, which gives a CSV file/)).not.toBeVisible();
  });

  it('shows how to export from a bank once its name is opened', async () => {
    const heading = await openPage();
    const guide = within(heading.closest('section') as HTMLElement);
    await userEvent.setup().click(guide.getByText('Revolut', { selector: 'summary' }));
    expect(guide.getByText(/“Statement” → “Excel” rather than PDF/)).toBeVisible();
    expect(
      guide.getByText('Excel, which gives a CSV file (a PDF statement does not import).'),
    ).toBeVisible();
    expect(guide.getAllByText('Which format to pick')[0]).toBeInTheDocument();
  });
});
