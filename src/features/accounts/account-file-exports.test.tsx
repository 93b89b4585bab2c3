import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { mockRoutes } from '../../test/api-mock';
import { banksScreenRoutes } from '../../test/banks';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

// The accounts page's OFX and QIF exports: links to the account's file, which the server makes.

describe('accounts OFX and QIF exports', () => {
  it.each(['OFX', 'QIF'])('offers the account’s %s file as a download', async (format) => {
    mockRoutes({ ...banksScreenRoutes(), 'GET /api/import': { status: 200, data: [] } });
    renderApp('/parameters/accounts', makeUser(ProfileName.user));
    const link = await screen.findByRole('link', {
      name: `Export as ${format} the operations of Joint account`,
    });
    expect(link).toHaveAttribute('href', `/api/account/11/export?format=${format}`);
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent(`Export as ${format}`);
  });
});
