import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ImportHistoryDialog } from './import-history-dialog';
import { CURRENT, makeIncorporation } from './import-test-data';

const MERGE = { operationId: 90, date: '2026-03-03', amount: -6420, label: 'EDF', undoable: true };
const HISTORY = [
  makeIncorporation(1, { revertible: false }),
  makeIncorporation(3, { merges: [MERGE, { ...MERGE, operationId: 91, undoable: false }] }),
  makeIncorporation(2, { state: 'REVERTED', revertible: false, revertedAt: '2026-03-15T08:00Z' }),
];

const open = (extra: Record<string, RouteAnswer> = {}) => {
  const adapter = mockRoutes({
    'GET /api/import/history': { status: 200, data: HISTORY },
    ...extra,
  });
  renderWithProviders(
    <ImportHistoryDialog account={CURRENT} onClose={() => undefined} />,
    makeUser(ProfileName.premium),
  );
  return { adapter, user: userEvent.setup() };
};

const items = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Imports into Compte courant' });
  await within(dialog).findAllByRole('heading', { level: 3 });
  return within(dialog)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3'));
};

describe('import history dialog', () => {
  it('lists the incorporations newest first, with counts, closing balance and state', async () => {
    const { adapter } = open();
    const [newest, middle, oldest] = await items();
    expect(newest).toHaveTextContent('13/03/2026 — releve-3.csv');
    expect(newest).toHaveTextContent('New: 4 · merged: 1 · closing balance €1,200.00');
    expect(middle).toHaveTextContent('Reverted on 15/03/2026');
    expect(within(middle!).queryByRole('button')).toBeNull();
    expect(oldest).toHaveTextContent('Incorporated');
    const blocked = within(oldest!).getByRole('button', { name: 'Revert this import' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(
      'This import cannot be reverted: some of its operations were changed or deleted since.',
    );
    expect(callsTo(adapter, 'GET /api/import/history')[0]?.params).toEqual({ accountId: '3' });
  });

  it('reverts an import after confirming, in the same dialog', async () => {
    const { adapter, user } = open({
      'POST /api/import/history/3/revert': { status: 200, data: { removed: 4, restored: 1 } },
    });
    const [newest] = await items();
    await user.click(within(newest!).getByRole('button', { name: 'Revert this import' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Imports into Compte courant' }));
    expect(
      dialog.getByText(
        'Revert the import of “releve-3.csv”? The operations it created (4) are removed and its merges (1) are restored.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Revert this import' }));
    await waitFor(() =>
      expect(callsTo(adapter, 'POST /api/import/history/3/revert')).toHaveLength(1),
    );
    expect(await screen.findByText('The import was reverted.')).toBeVisible();
  });

  it('undoes a merge, and tells a refusal by its message code', async () => {
    const { adapter, user } = open({
      'POST /api/import/merge/90/undo': {
        status: 409,
        data: { messageCode: 'import.merge.edited' },
      },
    });
    const [newest] = await items();
    const undo = within(newest!).getAllByRole('button', { name: 'Undo merge' });
    expect(undo[1]).toBeDisabled();
    await user.click(undo[0]!);
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/merge/90/undo')).toHaveLength(1));
    // The refusal above the list, besides the reason next to the merge that cannot be undone.
    const refusal = 'This merge cannot be undone: the operation was changed since.';
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
  });
});
