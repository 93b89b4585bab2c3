import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileName } from '../../../../contract/access';
import { operationSaveSchema } from '../../../../contract/operations-save';
import { bodyOf, callsTo } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { PAYEES, payee } from '../../../test/payees-test-data';
import { OperationModal } from './operation-modal';
import { mockOperationsApi, operation } from '../../../test/operations-test-data';

type User = ReturnType<typeof userEvent.setup>;
const SAVE = 'POST /api/operation/SIMPLE/0';

async function openOperation(operationId: number | null = null) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(
    <OperationModal accountId={1} operationId={operationId} onClose={onClose} />,
    makeUser(ProfileName.premium),
  );
  const title = operationId === null ? 'New operation' : 'Edit the operation';
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByRole('textbox', { name: 'Amount' });
  return { user, onClose, dialog: within(dialog) };
}

async function choose(user: User, box: HTMLElement, text: string) {
  await user.click(box);
  await user.click(screen.getByRole('option', { name: text }));
}

const savedBody = (adapter: ReturnType<typeof mockOperationsApi>, route = SAVE) =>
  bodyOf(callsTo(adapter, route)[0]);

describe('operation modal', () => {
  it('refuses a zero amount and an invalid date with the contract’s messages', async () => {
    const adapter = mockOperationsApi();
    const { user, dialog } = await openOperation();
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '0');
    await user.clear(dialog.getByRole('textbox', { name: 'Date' }));
    await user.type(dialog.getByRole('textbox', { name: 'Date' }), '31/02/2026');
    await user.clear(dialog.getByRole('textbox', { name: 'Value date' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /Enter an amount other than zero/,
    );
    expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(
      /Enter a valid date/,
    );
    expect(dialog.getByRole('textbox', { name: 'Value date' })).toHaveAccessibleDescription(
      /Enter the value date/,
    );
    expect(callsTo(adapter, SAVE)).toHaveLength(0);
  });

  it('records a credit typed with a dot; the value date follows the date', async () => {
    const adapter = mockOperationsApi({
      [SAVE]: { status: 200, data: { operationId: 9, version: 1 } },
    });
    const { user, dialog, onClose } = await openOperation();
    await user.clear(dialog.getByRole('textbox', { name: 'Date' }));
    await user.type(dialog.getByRole('textbox', { name: 'Date' }), '02/03/2026');
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '1500.5');
    await user.click(dialog.getByRole('radio', { name: 'Credit' }));
    await choose(user, dialog.getByRole('combobox', { name: 'Category' }), 'Salary');
    await user.type(dialog.getByRole('textbox', { name: 'Memo' }), 'March');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, SAVE)).toHaveLength(1));
    const body = savedBody(adapter);
    expect(body).toMatchObject({
      account: { accountId: 1 },
      date: '2026-03-02',
      valueDate: '2026-03-02',
      amount: 150050,
      debitCredit: 1,
      category: { categoryId: 1 },
      memo: 'March',
      splitOperations: [],
    });
    expect(operationSaveSchema.safeParse(body).success).toBe(true);
    // A creation sent again after a lost answer cannot create twice.
    expect(callsTo(adapter, SAVE)[0]!.headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('applies a payee’s default category and its split template', async () => {
    const market = {
      ...payee(8, 'Market'),
      debitCategory: { categoryId: -2, name: '' },
      amountDebit: 10_000,
      splitCategoriesDebit: [
        { category: { categoryId: 2, name: 'Groceries' }, tags: [], amount: 0, percentage: 60 },
        { category: { categoryId: 3, name: 'Leisure' }, tags: [], amount: 0, percentage: 40 },
      ],
    };
    mockOperationsApi({ 'GET /api/payees': { status: 200, data: [...PAYEES, market] } });
    const { user, dialog } = await openOperation();
    await choose(user, dialog.getByRole('combobox', { name: 'Payee' }), 'Carrefour');
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');

    await choose(user, dialog.getByRole('combobox', { name: 'Payee' }), 'Market');
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
    expect(dialog.getByRole('combobox', { name: 'Category of part 1' })).toHaveValue('Groceries');
    expect(dialog.getByRole('textbox', { name: 'Amount of part 1' })).toHaveValue('60.00');
    expect(dialog.getByRole('textbox', { name: 'Amount of part 2' })).toHaveValue('40.00');
    expect(dialog.getByTestId('split-remainder')).toHaveTextContent('Left to place: €0.00');
  });

  it(
    'splits in three: the remainder follows the typing and save waits for 0',
    { timeout: 20_000 },
    async () => {
      const adapter = mockOperationsApi({
        [SAVE]: { status: 200, data: { operationId: 9, version: 1 } },
      });
      const { user, dialog } = await openOperation();
      await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '100');
      await choose(
        user,
        dialog.getByRole('combobox', { name: 'Category' }),
        'Split (several categories)',
      );
      expect(dialog.getByRole('textbox', { name: 'Amount of part 1' })).toHaveValue('100.00');
      expect(dialog.getByRole('textbox', { name: 'Amount of part 2' })).toHaveValue('');
      const remainder = dialog.getByTestId('split-remainder');

      const part1 = dialog.getByRole('textbox', { name: 'Amount of part 1' });
      await user.clear(part1);
      await user.type(part1, '50');
      expect(remainder).toHaveTextContent('Left to place: €50.00');
      await choose(user, dialog.getByRole('combobox', { name: 'Category of part 1' }), 'Groceries');
      await user.type(dialog.getByRole('textbox', { name: 'Amount of part 2' }), '30,5');
      expect(remainder).toHaveTextContent('Left to place: €19.50');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(
        dialog.getByText(
          'The parts must add up to the amount of the operation: the remainder must be 0.',
        ),
      ).toBeVisible();
      expect(callsTo(adapter, SAVE)).toHaveLength(0);

      // Leaving part 2 with a remainder left added a zero part waiting for it.
      const part3 = dialog.getByRole('textbox', { name: 'Amount of part 3' });
      await user.type(part3, '19.50');
      expect(remainder).toHaveTextContent('Left to place: €0.00');
      await choose(user, dialog.getByRole('combobox', { name: 'Category of part 3' }), 'Leisure');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo(adapter, SAVE)).toHaveLength(1));
      const body = savedBody(adapter);
      expect(body).toMatchObject({
        amount: 10_000,
        category: { categoryId: -2 },
        splitOperations: [
          { category: { categoryId: 2 }, amount: 5_000 },
          { category: { categoryId: -1 }, amount: 3_050 },
          { category: { categoryId: 3 }, amount: 1_950 },
        ],
      });
      expect(operationSaveSchema.safeParse(body).success).toBe(true);
    },
  );

  it('removes the zero part once the remainder is 0, keeping one part', async () => {
    mockOperationsApi();
    const { user, dialog } = await openOperation();
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '80');
    await choose(
      user,
      dialog.getByRole('combobox', { name: 'Category' }),
      'Split (several categories)',
    );
    const part1 = dialog.getByRole('textbox', { name: 'Amount of part 1' });
    await user.clear(part1);
    await user.type(part1, '80');
    await user.tab();
    expect(dialog.queryByRole('textbox', { name: 'Amount of part 2' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Remove part 1' })).toBeDisabled();
  });

  it('opens the payee modal for a new name, then selects the payee created', async () => {
    const adapter = mockOperationsApi({
      'POST /api/payees/format': { status: 200, data: { name: 'Boulangerie Paul' } },
      'POST /api/payees': (config) => ({
        status: 200,
        data: { ...payee(9, 'Boulangerie Paul'), ...(bodyOf(config) as object), payeeId: 9 },
      }),
    });
    const { user, dialog } = await openOperation();
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '4,20');
    await user.type(dialog.getByRole('combobox', { name: 'Payee' }), 'CB BOULANGERIE PAUL');
    await user.click(screen.getByRole('option', { name: 'New payee “CB BOULANGERIE PAUL”…' }));
    const payeeDialog = within(await screen.findByRole('dialog', { name: 'New payee' }));
    expect(bodyOf(callsTo(adapter, 'POST /api/payees/format')[0])).toEqual({
      label: 'CB BOULANGERIE PAUL',
    });
    expect(await payeeDialog.findByRole('textbox', { name: 'Name' })).toHaveValue(
      'Boulangerie Paul',
    );
    await choose(user, payeeDialog.getByRole('combobox', { name: 'Debit category' }), 'Groceries');
    await user.click(payeeDialog.getByRole('button', { name: 'Save' }));

    const back = within(await screen.findByRole('dialog', { name: 'New operation' }));
    expect(await back.findByRole('combobox', { name: 'Payee' })).toHaveValue('Boulangerie Paul');
    expect(back.getByRole('combobox', { name: 'Category' })).toHaveValue('Groceries');
    expect(back.getByRole('textbox', { name: 'Amount' })).toHaveValue('4.20');
  });

  it('edits with If-Match; a 412 offers to reload the operation', { timeout: 15_000 }, async () => {
    let current = operation();
    const etags = { 'GET /api/operation/SIMPLE/5': '"3"' };
    const adapter = mockOperationsApi(
      {
        'GET /api/operation/SIMPLE/5': () => ({ status: 200, data: current }),
        'POST /api/operation/SIMPLE/5': {
          status: 412,
          data: { messageCode: 'operation.version.stale' },
        },
      },
      etags,
    );
    const { user, dialog } = await openOperation(5);
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.34');
    expect(dialog.getByRole('textbox', { name: 'Value date' })).toHaveValue('15/03/2026');
    expect(dialog.getByRole('combobox', { name: 'Payee' })).toHaveValue('Carrefour');
    await user.clear(dialog.getByRole('textbox', { name: 'Amount' }));
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '13');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(/Someone changed this operation meanwhile/)).toBeVisible();
    expect(callsTo(adapter, 'POST /api/operation/SIMPLE/5')[0]!.headers['If-Match']).toBe('"3"');

    // The other tab's change: read again, it replaces the form's values and the version.
    current = operation({ amount: -2000, memo: 'Changed elsewhere' });
    etags['GET /api/operation/SIMPLE/5'] = '"4"';
    await user.click(dialog.getByRole('button', { name: 'Reload the operation' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('20.00'),
    );
    expect(dialog.getByRole('textbox', { name: 'Memo' })).toHaveValue('Changed elsewhere');
    expect(dialog.queryByText(/Someone changed/)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, 'POST /api/operation/SIMPLE/5')).toHaveLength(2));
    expect(callsTo(adapter, 'POST /api/operation/SIMPLE/5')[1]!.headers['If-Match']).toBe('"4"');
  });

  it('shows the generic message for a failure without a code', async () => {
    mockOperationsApi({ [SAVE]: { status: 500, data: { messageCode: 'internal.error' } } });
    const { user, dialog } = await openOperation();
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Something went wrong. Please try again in a moment.'),
    ).toBeVisible();
    expect(
      dialog.getByText('The change could not be saved. Please try again in a moment.'),
    ).toBeVisible();
  });

  it('deletes an existing operation after confirmation', async () => {
    const adapter = mockOperationsApi(
      {
        'GET /api/operation/SIMPLE/5': { status: 200, data: operation() },
        'DELETE /api/operation/SIMPLE/5': { status: 204 },
      },
      { 'GET /api/operation/SIMPLE/5': '"7"' },
    );
    const { user, dialog, onClose } = await openOperation(5);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete the operation?' }));
    expect(callsTo(adapter, 'DELETE /api/operation/SIMPLE/5')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = callsTo(adapter, 'DELETE /api/operation/SIMPLE/5')[0]!;
    expect(call.headers['If-Match']).toBe('"7"');
  });

  it('shows hostile names as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    mockOperationsApi({
      'GET /api/operation/SIMPLE/5': {
        status: 200,
        data: operation({ payee: { payeeId: 4, name: hostile }, memo: hostile }),
      },
      'GET /api/payees': { status: 200, data: [...PAYEES, payee(4, hostile)] },
    });
    const { dialog } = await openOperation(5);
    expect(dialog.getByRole('combobox', { name: 'Payee' })).toHaveValue(hostile);
    expect(dialog.getByRole('textbox', { name: 'Memo' })).toHaveValue(hostile);
    expect(document.querySelector('img')).toBeNull();
  });
});
