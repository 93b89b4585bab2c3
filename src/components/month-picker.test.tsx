import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MonthPicker } from './month-picker';

function Picker({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MonthPicker
      label="Depuis"
      value={value}
      years={[2026, 2025]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MonthPicker', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('names the months in the interface language and gives out yyyy-MM', async () => {
    const changes = vi.fn();
    render(<Picker initial="2026-06" onChange={changes} />);
    const month = screen.getByRole('combobox', { name: 'Depuis : mois' });
    expect(month).toHaveDisplayValue('Juin');
    await userEvent.selectOptions(month, 'Novembre');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Depuis : année' }), '2025');
    expect(changes.mock.calls).toEqual([['2026-11'], ['2025-11']]);
    expect(screen.getByRole('group', { name: 'Depuis' })).toBeInTheDocument();
  });

  it('speaks English on an English screen, whatever the browser', async () => {
    await i18n.changeLanguage('en');
    render(<Picker initial="2026-06" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Depuis: month' })).toHaveDisplayValue('June');
  });

  it('offers the chosen year even when it is outside the list, and asks for a month when none', () => {
    render(<Picker initial="" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Depuis : mois' })).toHaveDisplayValue('Choisir…');
    render(<Picker initial="2019-03" onChange={vi.fn()} />);
    expect(screen.getAllByRole('combobox', { name: 'Depuis : année' })[1]).toHaveDisplayValue(
      '2019',
    );
  });
});
