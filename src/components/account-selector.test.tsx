import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSummary } from '../../contract/accounts-summary';
import { AccountSelector } from './account-selector';
import { ACCOUNT_SELECTOR_FLAT_MAX } from './selector-values';

const account = (accountId: number, name: string, bank: [number, string], favorite = false) =>
  ({
    accountId,
    name,
    type: 'CU',
    favorite,
    bank: { bankId: bank[0], name: bank[1] },
    currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
  }) satisfies AccountSummary;

const lcl: [number, string] = [1, 'LCL'];
const boursorama: [number, string] = [2, 'Boursorama'];
const few = [
  account(10, 'Joint', lcl),
  account(11, 'Livret A', boursorama),
  account(12, 'Courant', lcl, true),
];
const many = [
  ...few,
  account(13, 'PEA', boursorama, true),
  account(14, 'Épargne', lcl),
  account(15, 'Assurance vie', boursorama),
];

const optionTexts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AccountSelector', () => {
  it(`lists ${ACCOUNT_SELECTOR_FLAT_MAX} accounts or fewer without headers, by full name, favourites first`, () => {
    render(<AccountSelector label="Account" accounts={few} value={null} onChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(select.querySelectorAll('optgroup')).toHaveLength(0);
    expect(optionTexts(select)).toEqual(['LCL - Courant', 'Boursorama - Livret A', 'LCL - Joint']);
  });

  it('groups more accounts by bank, favourites first in each bank', () => {
    render(<AccountSelector label="Account" accounts={many} value={null} onChange={vi.fn()} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Boursorama', 'LCL']);
    expect(optionTexts(groups[0]!)).toEqual(['PEA', 'Assurance vie', 'Livret A']);
    expect(optionTexts(groups[1]!)).toEqual(['Courant', 'Épargne', 'Joint']);
  });

  it('offers ALL first and CREATE_NEW last; CREATE_NEW calls back without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onCreateNew = vi.fn();
    render(
      <AccountSelector
        label="Account"
        accounts={few}
        value={12}
        includeAll
        onCreateNew={onCreateNew}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(optionTexts(select)).toEqual([
      'All accounts',
      'LCL - Courant',
      'Boursorama - Livret A',
      'LCL - Joint',
      'New account…',
    ]);

    await user.selectOptions(select, 'New account…');
    expect(onCreateNew).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveValue('12');

    await user.selectOptions(select, 'All accounts');
    expect(onChange).toHaveBeenLastCalledWith('ALL');
    await user.selectOptions(select, 'LCL - Joint');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('cuts the bank at 25 characters and the account at 40 in the full name', () => {
    const long = account(1, 'A'.repeat(45), [3, 'B'.repeat(30)]);
    render(<AccountSelector label="Account" accounts={[long]} value={1} onChange={vi.fn()} />);
    expect(screen.getByRole('option')).toHaveTextContent(`${'B'.repeat(25)}… - ${'A'.repeat(40)}…`);
  });
});
