import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/api-mock';
import { renderApp } from '../test/render-app';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('signed-out pages', () => {
  it.each(['/login', '/signup', '/forgotPassword', '/parameters/versions/anonymous'])(
    'start with a skip link to the content on %s',
    async (path) => {
      mockApi(() => ({ status: 404 }));
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const skip = screen.getAllByRole('link')[0];
      expect(skip).toHaveTextContent('Skip to content');
      expect(skip).toHaveAttribute('href', '#main');
      expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    },
  );

  it('switch the language on this browser only, without calling the server', async () => {
    const adapter = mockApi(() => ({ status: 500 }));
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'FR' }));
    expect(await screen.findByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
    expect(localStorage.getItem('pecule.language')).toBe('fr');
    // The login page's one question, whether single sign-on is offered, aside.
    expect(adapter.mock.calls.filter(([config]) => config.url !== '/api/sso')).toEqual([]);
  });
});
