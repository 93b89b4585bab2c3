import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiToken } from '../../../contract/api-tokens';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ApiTokensSection } from './api-tokens-section';

const TOKEN: ApiToken = {
  id: 7,
  name: 'Export nocturne',
  scope: 'READ',
  createdAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2026-08-30T10:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = `pecule_${'s'.repeat(43)}`;

describe('personal API tokens section', () => {
  it('creates a token and shows its secret once, with a copy button', async () => {
    let tokens: ApiToken[] = [];
    const adapter = mockRoutes({
      'GET /api/apiTokens': () => ({ status: 200, data: tokens }),
      'POST /api/apiTokens': () => {
        tokens = [TOKEN];
        return { status: 201, data: { apiToken: TOKEN, token: SECRET } };
      },
    });
    renderWithProviders(<ApiTokensSection />, makeUser());
    expect(await screen.findByText('You have no API token.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Export nocturne');
    await userEvent.selectOptions(screen.getByLabelText('Valid for'), '30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Create a token' }));
    expect(await screen.findByTestId('api-token-secret')).toHaveTextContent(SECRET);
    expect(screen.getByRole('button', { name: 'Copy the token' })).toBeInTheDocument();
    const [create] = callsTo(adapter, 'POST /api/apiTokens');
    expect(JSON.parse(String(create?.data))).toEqual({
      name: 'Export nocturne',
      scope: 'READ',
      days: 30,
    });
    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    expect(within(table).getByText('Read only')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
  });

  it('revokes a token once confirmed', async () => {
    let tokens = [TOKEN];
    const adapter = mockRoutes({
      'GET /api/apiTokens': () => ({ status: 200, data: tokens }),
      'DELETE /api/apiTokens/7': () => {
        tokens = [];
        return { status: 204 };
      },
    });
    renderWithProviders(<ApiTokensSection />, makeUser());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the token Export nocturne' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API token.')).toBeInTheDocument();
    expect(callsTo(adapter, 'DELETE /api/apiTokens/7')).toHaveLength(1);
  });
});
