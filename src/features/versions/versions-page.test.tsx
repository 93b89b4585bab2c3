import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

describe('version pages', () => {
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
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
