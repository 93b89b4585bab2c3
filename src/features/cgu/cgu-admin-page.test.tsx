import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const terms = (idCgu: number, name: string, used: boolean, agreements: number) => ({
  idCgu,
  name,
  contentFr: 'Texte',
  contentEn: null,
  used,
  createdAt: '2026-01-01',
  publishedAt: used ? '2026-01-02' : null,
  agreements,
});

describe('/admin/cgu', () => {
  it('writes the dates day first, as every table does', async () => {
    mockRoutes({ 'GET /api/cgu': { status: 200, data: [terms(2, 'CGU 2', true, 3)] } });
    renderApp('/admin/cgu', makeUser(ProfileName.admin));
    const row = (await screen.findByText('CGU 2')).closest('tr')!;
    expect(row).toHaveTextContent('01/01/2026');
    expect(row).toHaveTextContent('02/01/2026');
  });

  it('tells why a deletion is refused (spec 002 §8)', async () => {
    mockRoutes({
      'GET /api/cgu': {
        status: 200,
        data: [terms(2, 'CGU 2', true, 3), terms(1, 'CGU 1', false, 5)],
      },
      'DELETE /api/cgu/1': { status: 409, data: { messageCode: 'cgu.delete.agreed' } },
      'DELETE /api/cgu/2': { status: 409, data: { messageCode: 'admin.cgu.delete.used.desc' } },
    });
    renderApp('/admin/cgu', makeUser(ProfileName.admin));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the terms CGU 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/Users already agreed to these terms: they are kept/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the terms CGU 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/These terms are in force: put other terms/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Put in force the terms CGU 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Put in force the terms CGU 1' })).toBeVisible();
  });
});
