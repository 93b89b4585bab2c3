import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../contract/access';
import { renderApp } from '../test/render-app';
import { makeUser } from '../test/users';

async function menuLinks(profile: ProfileName): Promise<string[]> {
  renderApp('/operations', makeUser(profile));
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const UPGRADE = 'Upgrade to premium';
const ADMIN_ENTRIES = ['Dashboard', 'Users', 'Versions', 'Terms of use', 'Security journal'];
const COMMON_ENTRIES = [
  'Home',
  'Operations',
  'Search',
  'Planned operations',
  'Budget survey',
  'Planned vs actual',
  'Planned statement',
  'Budget monitor',
  'By category',
  'Categories over time',
  'Movements',
  'Income and expenses',
  'Account balances',
  'Net worth',
  'Help (FAQ)',
  'My profile',
  'Banks',
];

describe('left menu visibility', () => {
  it('shows a USER the common entries, without tags, comparator or administration', async () => {
    const links = await menuLinks(ProfileName.user);
    expect(links).toEqual(expect.arrayContaining([...COMMON_ENTRIES, UPGRADE]));
    expect(links).not.toContain('Tags');
    expect(links).not.toContain('Comparator');
    ADMIN_ENTRIES.forEach((entry) => expect(links).not.toContain(entry));
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('adds tags for PREMIUM (FUNCTIONALITY_TAG) but not the comparator', async () => {
    const links = await menuLinks(ProfileName.premium);
    expect(links).toEqual(expect.arrayContaining(COMMON_ENTRIES));
    expect(links).toContain('Tags');
    expect(links).not.toContain('Comparator');
    ADMIN_ENTRIES.forEach((entry) => expect(links).not.toContain(entry));
  });

  it('adds the comparator for DEV (FUNCTIONALITY_DEV)', async () => {
    const links = await menuLinks(ProfileName.dev);
    expect(links).toEqual(expect.arrayContaining(['Tags', 'Comparator']));
    ADMIN_ENTRIES.forEach((entry) => expect(links).not.toContain(entry));
  });

  it('adds the administration entries for ADMIN (ROLE_ADMIN)', async () => {
    const links = await menuLinks(ProfileName.admin);
    expect(links).toEqual(expect.arrayContaining([...COMMON_ENTRIES, ...ADMIN_ENTRIES]));
    expect(screen.getByRole('heading', { name: 'Administration' })).toBeInTheDocument();
  });

  it.each([ProfileName.premium, ProfileName.dev, ProfileName.admin])(
    'offers the upgrade to premium to standard users only, not to %s',
    async (profile) => {
      expect(await menuLinks(profile)).not.toContain(UPGRADE);
    },
  );

  it('marks the current screen', async () => {
    await menuLinks(ProfileName.user);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Operations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
