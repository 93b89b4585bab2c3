import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes, type MockAnswer } from '../../test/api-mock';
import { banksScreenRoutes } from '../../test/banks';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { searchOperation } from '../../test/search-test-data';

// The accounts page's CSV import (upload with ?accountId) and export (all the account's operations).

const csvFile = () => new File(['Date;Libellé;Montant\n05/03/2026;CB;-12,50\n'], 'releve.csv');
let downloads: string[] = [];

beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function openAccounts(upload: () => MockAnswer, profile: ProfileName = ProfileName.premium) {
  const operations = [searchOperation(1), searchOperation(2)];
  const adapter = mockRoutes({
    ...banksScreenRoutes(),
    'POST /api/import/upload': upload,
    'GET /api/import': { status: 200, data: [] },
    'GET /api/operation': { status: 200, data: operations },
    'POST /api/export/operations': { status: 200, data: operations },
  });
  renderApp('/parameters/accounts', makeUser(profile));
  return { adapter, user: userEvent.setup() };
}

describe('accounts CSV', () => {
  it('imports a CSV into the account: nothing read is told, a report opens the review', async () => {
    let answer: MockAnswer = { status: 200, data: { result: false, reports: [] } };
    const { adapter, user } = openAccounts(() => answer);
    await user.click(
      await screen.findByRole('button', { name: 'Import a CSV into Joint account' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Import a CSV file' }));
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await dialog.findByText('Choose a file to import.')).toBeVisible();

    await user.upload(dialog.getByLabelText('File'), csvFile());
    expect(dialog.getByText('Chosen: releve.csv')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(
      await dialog.findByText(
        'No operation could be read from this file. Check that it is a bank statement in CSV.',
      ),
    ).toBeVisible();
    const call = callsTo(adapter, 'POST /api/import/upload')[0];
    expect(call?.params).toEqual({ accountId: '11' });
    expect((call?.data as FormData).get('file')).toBeInstanceOf(File);

    answer = { status: 413, data: { messageCode: 'request.tooLarge' } };
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    expect(await dialog.findByText('The data sent is too large.')).toBeVisible();

    const report = { importReportId: 42, lineCount: 1 };
    answer = { status: 200, data: { result: true, reports: [report] } };
    await user.click(dialog.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/parameters/import?importId=42'),
    );
  });

  it('exports every operation of the account as CSV', async () => {
    const { adapter, user } = openAccounts(() => ({ status: 500 }));
    await user.click(
      await screen.findByRole('button', { name: 'Export as CSV the operations of Joint account' }),
    );
    await waitFor(() => expect(downloads).toEqual(['Joint-account.csv']));
    expect(callsTo(adapter, 'GET /api/operation')[0]?.params).toMatchObject({
      accounts: '11',
      startValueDate: '1900-01-01',
      endValueDate: '2999-12-31',
    });
    expect(bodyOf(callsTo(adapter, 'POST /api/export/operations')[0])).toEqual({
      items: [1, 2],
      format: 'CSV',
    });
  });

  it('refuses the CSV export to a profile without CSV_EXPORT, as the operations page does', async () => {
    const { adapter, user } = openAccounts(() => ({ status: 500 }), ProfileName.user);
    await user.click(
      await screen.findByRole('button', { name: 'Export as CSV the operations of Joint account' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Not in your version' })).toBeVisible();
    expect(callsTo(adapter, 'POST /api/export/operations')).toHaveLength(0);
  });
});
