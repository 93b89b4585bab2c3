import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const FAQ = [
  {
    page: 'import',
    question: 'How do I import my operations?',
    answer: 'Download the file.',
    sections: [{ heading: 'Steps', paragraphs: ['Pécule reads OFX.'], steps: ['Open Import.'] }],
  },
];

describe('FAQ', () => {
  beforeEach(() => {
    mockRoutes({
      'GET /api/faq/en': { status: 200, data: FAQ },
      'GET /api/publicidea/faq/count': { status: 200, data: { count: 0 } },
    });
  });

  it('shows the partner frame when the server has an offer', async () => {
    mockRoutes({
      'GET /api/faq/en': { status: 200, data: FAQ },
      'GET /api/publicidea/faq/count': { status: 200, data: { count: 1 } },
    });
    renderApp('/faq', makeUser());
    expect(await screen.findByTitle('Partner offers')).toHaveAttribute('sandbox');
  });

  it('shows no partner frame when there is no offer', async () => {
    renderApp('/faq', makeUser());
    expect(await screen.findByRole('heading', { name: /How do I import/ })).toBeVisible();
    expect(screen.queryByTitle('Partner offers')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Partner offers' })).not.toBeInTheDocument();
  });

  it('lists the questions, each leading to its help page', async () => {
    renderApp('/faq', makeUser());
    expect(
      await screen.findByRole('heading', { name: 'How do I import my operations?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: /Read the help page/ }));
    expect(await screen.findByText('Pécule reads OFX.')).toBeVisible();
    expect(screen.getByText('Open Import.').tagName).toBe('LI');
    expect(screen.getByTestId('location')).toHaveTextContent('/faq/import');
  });

  it('offers premium to a standard user when synchronising', async () => {
    renderApp('/faq', makeUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Synchronise my accounts' }));
    const dialog = screen.getByRole('dialog', { name: 'Synchronise your accounts' });
    expect(within(dialog).getByRole('link', { name: 'See the offers' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });

  it('opens the auto-import configuration for the others', async () => {
    renderApp('/faq', makeUser(ProfileName.premium));
    await userEvent.click(await screen.findByRole('button', { name: 'Synchronise my accounts' }));
    const dialog = screen.getByRole('dialog', { name: 'Automatic import' });
    expect(dialog).toHaveTextContent('Current mode: on demand.');
    expect(within(dialog).getByRole('link', { name: 'Open my banks' })).toHaveAttribute(
      'href',
      '/parameters/banks',
    );
  });
});
