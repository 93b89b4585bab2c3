import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import type { AdminUser } from '../../../contract/admin-users';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const subscriber: AdminUser = {
  idUser: 42,
  login: 'payer',
  usageName: null,
  email: 'payer@example.org',
  profile: { id: 2, name: 'PREMIUM' },
  profileEndDate: null,
  comment: null,
  subscriptions: [
    {
      subscriptionId: 9,
      type: 'PREMIUM',
      amount: 500,
      deleted: false,
      trial: false,
      subscrDate: '2026-01-05',
      providerSubscriptionId: 'SANDBOX-I-ABC123',
    },
  ],
  subscriptionTypes: ['MONTHLY_PREMIUM'],
  locked: false,
  active: true,
  admin: false,
  creationDate: '2025-12-01T10:00:00Z',
  lastConnection: null,
  parameter: { modeAutoImport: null },
};

describe('the user modal of /admin/users', () => {
  it(
    "stops a subscription by the app's subscription id, not the provider's",
    { timeout: 20_000 },
    async () => {
      const stopUrl = '/api/paypal/subscription/9/cancel/admin/users/42';
      const adapter = mockRoutes({
        'GET /api/users': {
          status: 200,
          data: { content: [subscriber], number: 0, size: 20, totalElements: 1 },
        },
        'GET /api/profile': { status: 200, data: [] },
        'GET /api/users/42': { status: 200, data: subscriber },
        [`POST ${stopUrl}`]: { status: 200 },
      });
      renderApp('/admin/users', makeUser(ProfileName.admin));
      await userEvent.click(await screen.findByRole('button', { name: 'Manage payer' }));
      await userEvent.click(
        await screen.findByRole('button', { name: 'Stop the premium subscription' }),
      );
      await waitFor(() => expect(callsTo(adapter, `POST ${stopUrl}`)).toHaveLength(1));
    },
  );
});
