import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ACCOUNTS, makeReport } from './import-test-data';

const REPORT = makeReport();
const DONE = {
  incorporationId: 8,
  created: 1,
  merged: 1,
  skipped: 0,
  accountId: 3,
  month: '2026-03',
};

const setUp = () => {
  const adapter = mockRoutes({
    'GET /api/import': { status: 200, data: [] },
    'GET /api/import/11': { status: 200, data: REPORT },
    'GET /api/account': { status: 200, data: ACCOUNTS },
    'POST /api/import/incorporate': { status: 200, data: DONE },
  });
  renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
  return { adapter, user: userEvent.setup() };
};

const incorporateDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Incorporate…' }));
  return within(await screen.findByRole('dialog', { name: 'Incorporate the lines' }));
};

describe('incorporate modal', () => {
  it('incorporates the included lines without merging, then shows the account’s month', async () => {
    const { adapter, user } = setUp();
    const dialog = await incorporateDialog(user);
    expect(dialog.getByText('Into the account Compte courant.')).toBeVisible();
    expect(dialog.getByRole('radio', { name: 'All the included lines (2)' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'The selected lines (0)' })).toBeDisabled();
    expect(dialog.getByRole('checkbox', { name: /Update the account/ })).toBeChecked();
    const merge = dialog.getByRole('checkbox', { name: /Merge lines with/ });
    expect(merge).toBeChecked();
    await user.click(merge);
    await user.click(dialog.getByRole('button', { name: 'Incorporate 2 lines' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/operations?accountId=3&yearMonth=2026-03',
      ),
    );
    expect(bodyOf(callsTo(adapter, 'POST /api/import/incorporate')[0])).toEqual({
      accountId: 3,
      ids: [1, 2],
      merge: false,
      updateAccount: true,
    });
    expect(callsTo(adapter, 'GET /api/import/11')).toHaveLength(1);
  });

  it('incorporates only the selected lines when some are ticked', async () => {
    const { adapter, user } = setUp();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select the line 05/03/2026 PRLV EDF' }),
    );
    const dialog = await incorporateDialog(user);
    expect(dialog.getByRole('radio', { name: 'The selected line (1)' })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Incorporate 1 line' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/incorporate')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/import/incorporate')[0])).toEqual({
      accountId: 3,
      ids: [2],
      merge: true,
      updateAccount: true,
    });
  });

  it('tells a refusal by its message code and stays open', async () => {
    const adapter = mockRoutes({
      'GET /api/import': { status: 200, data: [] },
      'GET /api/import/11': { status: 200, data: REPORT },
      'GET /api/account': { status: 200, data: ACCOUNTS },
      'POST /api/import/incorporate': {
        status: 409,
        data: { messageCode: 'import.line.alreadyImported' },
      },
    });
    renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
    const user = userEvent.setup();
    const dialog = await incorporateDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Incorporate 2 lines' }));
    expect(await dialog.findByText('This line was imported before.')).toBeVisible();
    expect(callsTo(adapter, 'POST /api/import/incorporate')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/parameters/import?importId=11');
  });
});
