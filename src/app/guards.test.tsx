import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../contract/access';
import { api } from '../lib/http-client';
import { mockApi } from '../test/api-mock';
import { renderApp } from '../test/render-app';
import { makeUser } from '../test/users';

const location = () => screen.getByTestId('location').textContent;

describe('route guards', () => {
  it('sends an anonymous deep link to /login, remembering the target', async () => {
    renderApp('/parameters/banks');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/login?target=%2Fparameters%2Fbanks');
  });

  it('sends a signed-in visitor of /login on to the target', async () => {
    renderApp('/login?target=%2Fsearch', makeUser());
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/search');
  });

  it("sends a signed-in visitor of /signup to the profile's home", async () => {
    renderApp('/signup', makeUser(ProfileName.admin));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(location()).toBe('/admin');
  });

  it('never follows a target outside the app', async () => {
    renderApp('/login?target=%2F%2Fevil.example', makeUser());
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('redirects unknown paths to /404', async () => {
    renderApp('/no/such/screen', makeUser());
    expect(await screen.findByText('This page does not exist')).toBeInTheDocument();
    expect(location()).toBe('/404');
  });

  it('sends an administrator whom the policy requires two-factor to turn it on first', async () => {
    renderApp('/admin/users', { ...makeUser(ProfileName.admin), twoFactorSetupRequired: true });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(location()).toBe('/parameters');
  });

  it('shows the access-forbidden alert when a role is missing', async () => {
    renderApp('/admin/users', makeUser(ProfileName.user));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account does not have access to this page.',
    );
    expect(location()).toBe('/admin/users');
  });

  it('shows the forbidden alert for the comparator without FUNCTIONALITY_DEV', async () => {
    renderApp('/comparator', makeUser(ProfileName.premium));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('opens an access-guarded screen when the access is held', async () => {
    renderApp('/parameters/tags', makeUser(ProfileName.premium));
    expect(await screen.findByRole('heading', { name: 'Tags', level: 1 })).toBeInTheDocument();
  });

  it('redirects /analysis to /analysis/category', async () => {
    renderApp('/analysis', makeUser());
    expect(await screen.findByRole('heading', { name: 'Analysis by category' })).toBeVisible();
    expect(location()).toBe('/analysis/category');
  });

  it('ends the session on a 401 and explains it on the login page', async () => {
    mockApi(() => ({ status: 401, data: { messageCode: 'unauthorized' } }));
    renderApp('/analysis/category', makeUser());
    await screen.findByRole('heading', { name: 'Analysis by category', level: 1 });

    await act(() => api.get('/api/operation').catch(() => undefined));

    expect(await screen.findByText(/Your session expired/)).toBeInTheDocument();
    expect(location()).toBe('/login?target=%2Fanalysis%2Fcategory');
  });

  it('logs out to the login page with the logged-out message', async () => {
    const adapter = mockApi(() => ({ status: 204 }));
    renderApp('/search', makeUser());

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('You are signed out. See you soon!')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(adapter).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'post', url: '/api/logout' }),
    );
  });
});
