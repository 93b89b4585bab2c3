import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { echeanceSaveSchema } from '../../../contract/echeances-save';
import { bodyOf, callsTo } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { mockOperationsApi } from '../../test/operations-test-data';
import { EcheanceModal } from './echeance-modal';

const SAVE = 'POST /api/echeances/0';
const FREQUENCIES = [
  { code: 'ONCE', unit: 'none', step: 0 },
  { code: 'MONTHLY', unit: 'month', step: 1 },
];

async function openNew(extra = {}) {
  const adapter = mockOperationsApi({
    'GET /api/frequencies': { status: 200, data: FREQUENCIES },
    'GET /api/budgets': { status: 200, data: [{ accountId: 4, name: 'Home' }] },
    ...extra,
  });
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<EcheanceModal id={null} onClose={onClose} />, makeUser(ProfileName.premium));
  const dialog = await screen.findByRole('dialog', { name: 'New planned operation' });
  await within(dialog).findByRole('textbox', { name: 'Amount' });
  return { adapter, user, onClose, dialog: within(dialog) };
}

describe('planned-operation modal', () => {
  it('begins on 1 January and tells the rules before sending anything', async () => {
    const { adapter, user, dialog } = await openNew();
    const year = new Date().getFullYear();
    expect(dialog.getByRole('textbox', { name: 'Begin date' })).toHaveValue(`01/01/${year}`);
    await user.click(dialog.getByRole('checkbox', { name: /Save automatically/ }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /The amount is required/,
    );
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      /The category is required/,
    );
    expect(dialog.getByRole('combobox', { name: 'Account' })).toHaveAccessibleDescription(
      /The account is required/,
    );
    expect(callsTo(adapter, SAVE)).toHaveLength(0);
  });

  it('plans a monthly salary in a budget and closes', async () => {
    const { adapter, user, dialog, onClose } = await openNew({
      [SAVE]: { status: 200, data: {} },
    });
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '2500');
    await user.click(dialog.getByRole('radio', { name: 'Credit' }));
    await user.click(dialog.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Salary' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Account' }), '1');
    await user.click(dialog.getByRole('checkbox', { name: 'Home' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, SAVE)).toHaveLength(1));
    const body = bodyOf(callsTo(adapter, SAVE)[0]);
    expect(body).toMatchObject({
      frequency: 'MONTHLY',
      operationType: 'SIMPLE',
      account: { accountId: 1 },
      amount: 250_000,
      debitCredit: 1,
      category: { categoryId: 1 },
      budgets: [4],
      autoSave: false,
    });
    expect(echeanceSaveSchema.safeParse(body).success).toBe(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('splits a rent in two parts, each with its category', { timeout: 20_000 }, async () => {
    const { adapter, user, dialog } = await openNew({ [SAVE]: { status: 200, data: {} } });
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(dialog.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Split (several categories)' }));
    const part1 = dialog.getByRole('textbox', { name: 'Amount of part 1' });
    await user.clear(part1);
    await user.type(part1, '60');
    await user.type(dialog.getByRole('textbox', { name: 'Amount of part 2' }), '40');
    expect(dialog.getByTestId('split-remainder')).toHaveTextContent('Left to place: €0.00');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByRole('combobox', { name: 'Category of part 1' }),
    ).toHaveAccessibleDescription(/The category is required/);
    expect(callsTo(adapter, SAVE)).toHaveLength(0);
    for (const [part, name] of [
      ['1', 'Groceries'],
      ['2', 'Leisure'],
    ]) {
      await user.click(dialog.getByRole('combobox', { name: `Category of part ${part}` }));
      await user.click(screen.getByRole('option', { name }));
    }
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(adapter, SAVE)).toHaveLength(1));
    expect(bodyOf(callsTo(adapter, SAVE)[0])).toMatchObject({
      amount: 10_000,
      category: { categoryId: -2 },
      splitOperations: [
        { category: { categoryId: 2 }, amount: 6_000 },
        { category: { categoryId: 3 }, amount: 4_000 },
      ],
    });
  });

  it('asks a transfer for a destination other than the source', async () => {
    const { user, dialog } = await openNew();
    await user.click(dialog.getByRole('radio', { name: 'Transfer' }));
    await user.type(dialog.getByRole('textbox', { name: 'Amount' }), '100');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Source account' }), '1');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Destination account' }), '1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByRole('combobox', { name: 'Destination account' }),
    ).toHaveAccessibleDescription(/must be different/);
  });
});
