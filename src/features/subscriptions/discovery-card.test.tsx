import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const START = 'POST /api/updateProfileToDiscovery';

describe('discovery trial', () => {
  it('asks for confirmation before spending the once-only trial', async () => {
    const adapter = mockRoutes({
      'GET /api/paypal': {
        status: 200,
        data: {
          provider: 'paypal',
          sandbox: false,
          types: [],
          subscriptions: [],
          blockedUntil: null,
          discoveryAvailable: true,
        },
      },
      'GET /public/api/paypal/buttons': { status: 200, data: [] },
      [START]: { status: 200, data: { date: '2026-12-29' } },
    });
    const user = userEvent.setup();
    renderApp('/upgrade', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Start the discovery trial' }));
    const question = within(screen.getByRole('dialog', { name: 'Start the discovery trial?' }));
    expect(question.getByText(/can be used only once/)).toBeVisible();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(adapter, START)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start the discovery trial' }));
    await user.click(screen.getByRole('button', { name: 'Start the trial' }));
    await waitFor(() => expect(callsTo(adapter, START)).toHaveLength(1));
  });
});
