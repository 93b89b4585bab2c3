import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const offer = (included: boolean, textEn: string | null = null) => ({
  included,
  textFr: textEn && `${textEn} (fr)`,
  textEn,
});

/** GET /api/versions as admins keep it. */
const TABLE = {
  features: [
    { labelFr: 'Étiquettes', labelEn: 'Tags', free: offer(false), premium: offer(true) },
    {
      labelFr: 'Prix',
      labelEn: 'Price',
      free: offer(true, 'Free'),
      premium: offer(true, 'see the offers'),
    },
  ],
};

describe('version pages', () => {
  beforeEach(() => {
    mockRoutes({ 'GET /api/versions': { status: 200, data: TABLE } });
  });

  it('compares FREE and PREMIUM for visitors and leads to signup', async () => {
    renderApp('/parameters/versions/anonymous');
    const table = await screen.findByRole('table', { name: /free and premium/ });
    const tags = within(table).getByRole('row', { name: /Tags/ });
    expect(
      within(tags)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tags', '—Not included', '✓Included']);
    expect(within(table).getByRole('row', { name: /Price/ })).toHaveTextContent('see the offers');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('tells a signed-in person their version', async () => {
    renderApp('/parameters/versions', makeUser(ProfileName.premium));
    expect(await screen.findByText('Your version: Premium.')).toBeVisible();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
