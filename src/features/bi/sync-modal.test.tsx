import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BiImporterDto } from '../../../contract/bi';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ProfileName } from '../../../contract/access';
import { SyncModal } from './sync-modal';

const dto = (originId: number, name: string): BiImporterDto => ({
  id: originId,
  originId,
  name,
  number: null,
  currency: 'EUR',
  connectionId: 7,
  bankName: 'Banque Démo',
  error: null,
  account: null,
  targetAccountId: null,
  type: null,
  date: null,
});
const local = (accountId: number, name: string) => ({
  accountId,
  name,
  type: 'CU',
  favorite: false,
  bank: { bankId: 1, name: 'Ma banque' },
  currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
});

function open(routes: Record<string, RouteAnswer> = {}) {
  const adapter = mockRoutes({ 'GET /api/bi/accounts/status': { status: 202 }, ...routes });
  const onClose = vi.fn();
  renderWithProviders(
    <SyncModal
      importers={[dto(71, 'Compte courant'), dto(72, 'Livret A')]}
      accounts={[local(1, 'Courant'), local(2, 'Épargne')]}
      onClose={onClose}
    />,
    makeUser(ProfileName.premium),
  );
  return { adapter, onClose, user: userEvent.setup() };
}

const row = (name: string) => screen.getByRole('group', { name });
const target = (name: string) => within(row(name)).getByLabelText('Account in Pécule');
const save = () => screen.getByRole('button', { name: 'Save and synchronise' });

describe('bank sync modal', () => {
  it('marks an empty selection, then a local account chosen twice, before any call', async () => {
    const { adapter, user } = open();
    await user.click(save());
    expect(screen.getByText('Choose at least one account to synchronise.')).toBeVisible();
    await user.selectOptions(target('Compte courant'), 'Courant (Ma banque)');
    await user.selectOptions(target('Livret A'), 'Courant (Ma banque)');
    await user.click(save());
    expect(target('Livret A')).toHaveAccessibleDescription(
      'This account is already chosen for another bank account.',
    );
    expect(target('Compte courant')).not.toHaveAccessibleDescription(/already chosen/);
    expect(adapter).not.toHaveBeenCalled();
  });

  it('marks FROM_DATE without a date on the date field', async () => {
    const { adapter, user } = open();
    await user.selectOptions(target('Compte courant'), 'Courant (Ma banque)');
    await user.clear(within(row('Compte courant')).getByLabelText('Import from'));
    await user.click(save());
    expect(within(row('Compte courant')).getByLabelText('Import from')).toHaveAccessibleDescription(
      'Give the date to import from.',
    );
    expect(adapter).not.toHaveBeenCalled();
  });

  it('puts the threshold error on the row of its origin id', async () => {
    const { user } = open({
      'POST /api/bi/accounts': {
        status: 400,
        data: {
          messageCode: 'synced.transaction.threshold.reached',
          errors: { 72: { count: 6000, threshold: 5000 } },
        },
      },
    });
    await user.selectOptions(target('Compte courant'), 'Courant (Ma banque)');
    await user.selectOptions(target('Livret A'), 'Épargne (Ma banque)');
    await user.click(save());
    expect(await screen.findByText(/Too many operations/)).toBeVisible();
    expect(target('Livret A')).toHaveAccessibleDescription(/Too many operations/);
  });

  it('offers to reconnect when the connection needs re-authentication', async () => {
    const { user } = open({
      'POST /api/bi/accounts': {
        status: 409,
        data: {
          messageCode: 'bi.synchro.account.server-error',
          errorType: 'SCARequired',
          reconnect: true,
          connectionId: 7,
        },
      },
    });
    await user.selectOptions(target('Compte courant'), 'Courant (Ma banque)');
    await user.click(save());
    expect(await screen.findByText('The bank could not be synchronised.')).toBeVisible();
    expect(screen.getByText(/strong authentication/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeVisible();
  });

  it('saves, says the sync runs and closes', async () => {
    const { adapter, onClose, user } = open({
      'POST /api/bi/accounts': { status: 200, data: [] },
    });
    await user.selectOptions(target('Compte courant'), 'Courant (Ma banque)');
    await user.selectOptions(target('Livret A'), 'Ignore this bank account');
    await user.click(save());
    expect(await screen.findByText('Synchronisation in progress…')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    const [saved] = callsTo(adapter, 'POST /api/bi/accounts');
    expect(bodyOf(saved)).toEqual([
      expect.objectContaining({ originId: 71, targetAccountId: 1, type: 'FROM_DATE' }),
      expect.objectContaining({ originId: 72, targetAccountId: -100 }),
    ]);
  });
});
