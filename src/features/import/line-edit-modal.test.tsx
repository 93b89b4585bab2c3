import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { TREES } from '../../test/category-fixtures';
import { ACCOUNTS, makeLine, makeReport } from './import-test-data';

const REPORT = makeReport();
const EDITED = makeLine(1, { category: { categoryId: 20, name: 'Food' }, edited: true });

describe('line edit and actions', () => {
  it('fixes a line’s category and amount, and toggles its merge and match at once', async () => {
    const adapter = mockRoutes({
      'GET /api/import': { status: 200, data: [] },
      'GET /api/import/11': { status: 200, data: REPORT },
      'GET /api/account': { status: 200, data: ACCOUNTS },
      'GET /api/category': { status: 200, data: TREES },
      'GET /api/payees': { status: 200, data: [] },
      'POST /api/import/ope/1': { status: 200, data: EDITED },
      'POST /api/import/ope/2': { status: 200, data: REPORT.operations[1] },
    });
    const user = userEvent.setup();
    renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
    await user.click(
      await screen.findByRole('button', { name: 'Edit the line 05/03/2026 CB BOULANGERIE 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the imported line' }));
    await user.click(await dialog.findByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Food' }));
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '-13.40');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/ope/1')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/import/ope/1')[0])).toEqual({
      date: '2026-03-05',
      amount: -1340,
      payeeId: null,
      categoryId: 20,
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(
      screen.getByRole('checkbox', {
        name: 'Merge the line 05/03/2026 PRLV EDF with its operation',
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Not this operation, for the line 05/03/2026 PRLV EDF' }),
    );
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/ope/2')).toHaveLength(2));
    expect(callsTo(adapter, 'POST /api/import/ope/2').map(bodyOf)).toEqual([
      { merge: false },
      { cancelMatch: true },
    ]);
  });

  it('gives a payee to the other lines by its keywords, or never again on import', async () => {
    const withPayee = makeLine(1, { payee: { payeeId: 7, name: 'EDF' } });
    const adapter = mockRoutes({
      'GET /api/import': { status: 200, data: [] },
      'GET /api/import/11': {
        status: 200,
        data: { ...REPORT, operations: [withPayee, ...REPORT.operations.slice(1)] },
      },
      'GET /api/account': { status: 200, data: ACCOUNTS },
      'GET /api/category': { status: 200, data: TREES },
      'GET /api/payees': { status: 200, data: [] },
      'POST /api/import/payeeMatch/7': { status: 200, data: { updatedLines: 3 } },
    });
    const user = userEvent.setup();
    renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
    await user.click(
      await screen.findByRole('button', { name: 'Edit the line 05/03/2026 CB BOULANGERIE 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit the imported line' }));
    await user.click(await dialog.findByRole('button', { name: 'Never give “EDF” on import' }));
    expect(
      await screen.findByText('“EDF” will no longer be given on import; taken off 3 line(s).'),
    ).toBeVisible();
    expect(callsTo(adapter, 'POST /api/import/payeeMatch/7').map((call) => call.params)).toEqual([
      { excluded: 'true' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
