import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../../../contract/passkeys';
import { browserPasskeys } from '../../lib/webauthn';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { PasskeysSection } from './passkeys-section';

/** The browser's prompt, as each test has it answer (a plain function: no spy on its promise). */
const prompt = {
  options: undefined as unknown,
  answer: (): Promise<unknown> => Promise.resolve(undefined),
};

const PASSKEY: Passkey = {
  id: 4,
  name: 'Mon téléphone',
  createdAt: '2026-06-01T10:00:00.000Z',
  lastUsedAt: null,
};
const OPTIONS = {
  rp: { name: 'Pécule', id: 'localhost' },
  user: { id: 'dQ', name: 'camille', displayName: 'camille' },
  challenge: 'Y2hhbGxlbmdl',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const RESPONSE = {
  id: 'aWQ',
  rawId: 'aWQ',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
};

describe('passkeys section', () => {
  beforeEach(() => {
    vi.spyOn(browserPasskeys, 'supported').mockReturnValue(true);
    vi.spyOn(browserPasskeys, 'create').mockImplementation((options) => {
      prompt.options = options;
      return prompt.answer() as never;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('adds a passkey named by the person, through the browser’s prompt', async () => {
    let passkeys: Passkey[] = [];
    prompt.answer = () => Promise.resolve(RESPONSE);
    const adapter = mockRoutes({
      'GET /api/passkeys': () => ({ status: 200, data: passkeys }),
      'POST /api/passkeys/options': () => ({ status: 200, data: OPTIONS }),
      'POST /api/passkeys': () => {
        passkeys = [PASSKEY];
        return { status: 201, data: PASSKEY };
      },
    });
    renderWithProviders(<PasskeysSection />, makeUser());
    expect(await screen.findByText('You have no passkey.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Passkey name'), 'Mon téléphone');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(prompt.options).toMatchObject({ challenge: OPTIONS.challenge });
    const [register] = callsTo(adapter, 'POST /api/passkeys');
    expect(JSON.parse(String(register?.data))).toEqual({
      name: 'Mon téléphone',
      response: RESPONSE,
    });
  });

  it('tells a prompt the person cancelled, and keeps nothing', async () => {
    prompt.answer = () => Promise.reject(new DOMException('Not allowed.', 'NotAllowedError'));
    const adapter = mockRoutes({
      'GET /api/passkeys': () => ({ status: 200, data: [] }),
      'POST /api/passkeys/options': () => ({ status: 200, data: OPTIONS }),
    });
    renderWithProviders(<PasskeysSection />, makeUser());
    await userEvent.type(await screen.findByLabelText('Passkey name'), 'Clé');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(
      await screen.findByText('The operation was cancelled or not allowed.'),
    ).toBeInTheDocument();
    expect(callsTo(adapter, 'POST /api/passkeys')).toHaveLength(0);
  });

  it('deletes a passkey once confirmed', async () => {
    let passkeys = [PASSKEY];
    const adapter = mockRoutes({
      'GET /api/passkeys': () => ({ status: 200, data: passkeys }),
      'DELETE /api/passkeys/4': () => {
        passkeys = [];
        return { status: 204 };
      },
    });
    renderWithProviders(<PasskeysSection />, makeUser());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the passkey Mon téléphone' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this passkey?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no passkey.')).toBeInTheDocument();
    expect(callsTo(adapter, 'DELETE /api/passkeys/4')).toHaveLength(1);
  });
});
