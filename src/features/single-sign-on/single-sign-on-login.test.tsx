import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const configured = (enabled: boolean) => ({
  'GET /api/user': { status: 401 },
  'GET /api/sso': { status: 200, data: { enabled, providerName: enabled ? 'Authentik' : null } },
});

describe('single sign-on on the login page', () => {
  it('offers “Sign in with …” leading to the server’s start, when a provider is configured', async () => {
    mockRoutes(configured(true));
    renderApp('/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Authentik' });
    expect(button).toHaveAttribute('href', '/api/sso/start');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('shows no button without a provider', async () => {
    mockRoutes(configured(false));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });

  it('explains a refused sign-on', async () => {
    mockRoutes(configured(true));
    renderApp('/login?sso=error&reason=noAccount');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No Pécule account matches this identity.',
    );
  });

  it('reads an unknown reason as the provider’s failure', async () => {
    mockRoutes(configured(true));
    renderApp('/login?sso=error&reason=<script>');
    expect(await screen.findByRole('alert')).toHaveTextContent('Single sign-on failed');
  });

  it('opens on the second-factor step when a sign-on needs the code', async () => {
    mockRoutes(configured(true));
    renderApp('/login?step=second-factor');
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
