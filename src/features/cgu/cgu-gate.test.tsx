import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const TERMS = { idCgu: 5, name: 'CGU 2', content: 'Article 1.\nArticle 2.', date: '2026-02-14' };
const TERMS_REGION = { name: 'Terms of use, Version of February 14, 2026' };
const notAgreed = { ...makeUser(), agreedCgu: false };
const location = () => screen.getByTestId('location').textContent;

function mockTermsApi() {
  return mockRoutes({
    'GET /api/cgu/current': { status: 200, data: TERMS },
    'POST /api/cgu/agreement': { status: 200, data: { value: true } },
    'GET /api/user': { status: 200, data: makeUser() },
    'POST /api/logout': { status: 204 },
  });
}

describe('terms (CGU) modal', () => {
  it('is not shown to someone who agreed', async () => {
    mockTermsApi();
    renderApp('/search', makeUser());
    expect(await screen.findByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the terms in the interface language, with no way to dismiss it', async () => {
    const adapter = mockTermsApi();
    const user = userEvent.setup();
    renderApp('/search', notAgreed);
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(await within(dialog).findByRole('region', TERMS_REGION)).toHaveTextContent('Article 2.');
    expect(callsTo(adapter, 'GET /api/cgu/current')[0]?.params).toEqual({ language: 'en' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("records the agreement, refreshes the user and goes to the profile's index page", async () => {
    const adapter = mockTermsApi();
    const user = userEvent.setup();
    renderApp('/search', notAgreed);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('region', TERMS_REGION);
    await user.click(within(dialog).getByRole('button', { name: 'I accept' }));

    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    expect(location()).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(callsTo(adapter, 'POST /api/cgu/agreement')[0])).toEqual({
      idUser: notAgreed.idUser,
      cguTerm: TERMS.idCgu,
    });
    expect(callsTo(adapter, 'GET /api/session')).toHaveLength(1);
  });

  it('signs out when the terms are declined', async () => {
    const adapter = mockTermsApi();
    const user = userEvent.setup();
    renderApp('/search', notAgreed);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline and sign out' }));

    expect(await screen.findByText('You are signed out. See you soon!')).toBeVisible();
    expect(location()).toBe('/login');
    expect(callsTo(adapter, 'POST /api/logout')).toHaveLength(1);
    expect(callsTo(adapter, 'POST /api/cgu/agreement')).toHaveLength(0);
  });
});
