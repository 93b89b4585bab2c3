import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { bodyOf, callsTo, mockRoutes, type RouteAnswer } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { ACCOUNTS, makeReport } from './import-test-data';

const REPORT = makeReport();
const SUMMARY = { ...REPORT, operations: undefined };

const routes = (extra: Record<string, RouteAnswer> = {}) =>
  mockRoutes({
    'GET /api/import': { status: 200, data: [SUMMARY] },
    'GET /api/import/11': { status: 200, data: REPORT },
    'GET /api/account': { status: 200, data: ACCOUNTS },
    ...extra,
  });

const openReview = async () => {
  renderApp('/parameters/import?importId=11', makeUser(ProfileName.premium));
  return screen.findByRole('table', { name: '3 lines of the file' });
};

describe('import review', () => {
  it('shows each line with its match in words, the imported one greyed, and the balance gap', async () => {
    routes();
    const table = await openReview();
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Amount equal, date 2 days later, label 82 % alike');
    expect(rows[2]).toHaveTextContent('Operation: 03/03/2026 · EDF · -€64.20');
    expect(rows[3]).toHaveClass('import-line--imported');
    expect(rows[3]).toHaveTextContent('Same bank id — imported before');
    expect(within(rows[3]!).getByRole('checkbox', { name: /Include the line/ })).toBeDisabled();
    expect(within(rows[1]!).getByText('New')).toBeVisible();
    const balance = screen.getByRole('region', { name: 'Balance check' });
    expect(balance).toHaveTextContent('Balance after import€1,163.30');
    expect(balance).toHaveTextContent('Closing balance of the file on 19/03/2026€1,200.00');
    expect(balance).toHaveTextContent('Gap€36.70');
    expect(screen.queryByText(/without conversion/)).toBeNull();
  });

  it('warns when the file is in another currency than the account', async () => {
    routes({ 'GET /api/import/11': { status: 200, data: makeReport({ currency: 'CAD' }) } });
    await openReview();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is in CAD and the account in EUR: its amounts will be entered as they are',
    );
  });

  it('confirms the CSV mapping: a role per column, refused without an amount', async () => {
    const adapter = routes({ 'POST /api/import/11/csv-layout': { status: 200, data: REPORT } });
    const user = userEvent.setup();
    await openReview();
    const panel = screen
      .getByRole('heading', { name: 'Columns of the CSV file' })
      .closest('section')!;
    const mapping = within(panel as HTMLElement);
    expect(mapping.getByText(/Pécule detected these columns/)).toBeVisible();
    expect(mapping.getByRole('combobox', { name: 'Column 1' })).toHaveValue('date');
    expect(mapping.getByRole('combobox', { name: 'Header row' })).toHaveValue('1');
    expect(mapping.getByRole('cell', { name: 'CB BOULANGERIE' })).toBeVisible();

    await user.selectOptions(mapping.getByRole('combobox', { name: 'Column 3' }), 'ignore');
    await user.selectOptions(mapping.getByRole('combobox', { name: 'Column 4' }), 'ignore');
    await user.click(mapping.getByRole('button', { name: 'Apply these columns' }));
    expect(
      await mapping.findByText('Choose the amount column, or the debit and credit columns.'),
    ).toBeVisible();
    expect(callsTo(adapter, 'POST /api/import/11/csv-layout')).toHaveLength(0);

    await user.selectOptions(mapping.getByRole('combobox', { name: 'Column 3' }), 'amount');
    await user.selectOptions(mapping.getByRole('combobox', { name: 'Column 4' }), 'fee');
    await user.selectOptions(mapping.getByRole('combobox', { name: 'Decimal mark' }), '.');
    await user.click(mapping.getByRole('button', { name: 'Apply these columns' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/import/11/csv-layout')).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, 'POST /api/import/11/csv-layout')[0])).toEqual({
      ...REPORT.csv!.layout,
      amountColumn: 2,
      debitColumn: null,
      creditColumn: null,
      feeColumn: 3,
      decimalMark: '.',
    });
  });

  it('says when the columns are the account’s remembered ones', async () => {
    const remembered = makeReport({ csv: { ...REPORT.csv!, remembered: true } });
    routes({ 'GET /api/import/11': { status: 200, data: remembered } });
    await openReview();
    expect(
      screen.getByText('These are the columns remembered for this account from its last import.'),
    ).toBeVisible();
  });

  it('deletes the report after confirming and goes on to the next pending one', async () => {
    const next = { ...SUMMARY, importReportId: 12, fileName: 'next.ofx' };
    let pending = [SUMMARY, next];
    const adapter = routes({
      'GET /api/import': () => ({ status: 200, data: pending }),
      'GET /api/import/12': { status: 200, data: makeReport({ importReportId: 12 }) },
      'DELETE /api/import/11': () => {
        pending = [next];
        return { status: 204, data: '' };
      },
    });
    const user = userEvent.setup();
    await openReview();
    await user.click(screen.getByRole('button', { name: 'Delete this report' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this report' }));
    expect(
      dialog.getByText('Delete the report of “releve.csv”? Nothing is added to your accounts.'),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/parameters\/import$/),
    );
    expect(callsTo(adapter, 'DELETE /api/import/11')).toHaveLength(1);
    await waitFor(() => expect(callsTo(adapter, 'GET /api/import/12')).toHaveLength(1));
  });
});
