import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PayeeSelector, type PayeeChoice } from './payee-selector';

const payees: PayeeChoice[] = [
  { id: 5, name: 'Leclerc' },
  { id: 3, name: 'Boulangerie Éric' },
  { id: 9, name: 'EDF' },
];

function Harness(props: { onChange?: (id: number) => void; onCreateNew?: (name: string) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PayeeSelector
      label="Payee"
      payees={payees}
      value={value}
      onCreateNew={props.onCreateNew}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
    />
  );
}

const options = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('PayeeSelector', () => {
  it('lists "no payee", the payees by name and "new payee"', async () => {
    const user = userEvent.setup();
    render(<Harness onCreateNew={vi.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Payee' }));
    expect(options()).toEqual(['No payee', 'Boulangerie Éric', 'EDF', 'Leclerc', 'New payee…']);
  });

  it('filters as the person types and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Payee' });
    await user.type(input, 'eric');
    expect(options()).toEqual(['Boulangerie Éric']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
    expect(input).toHaveValue('Boulangerie Éric');
  });

  it('offers to create the typed name, which goes to onCreateNew', async () => {
    const user = userEvent.setup();
    const onCreateNew = vi.fn();
    const onChange = vi.fn();
    render(<Harness onCreateNew={onCreateNew} onChange={onChange} />);
    await user.type(screen.getByRole('combobox'), '  Pharmacie du port ');
    expect(options()).toEqual(['New payee “Pharmacie du port”…']);
    await user.keyboard('{Enter}');
    expect(onCreateNew).toHaveBeenCalledWith('Pharmacie du port');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('does not offer to create a name that exists, nor without onCreateNew', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness onCreateNew={vi.fn()} />);
    await user.type(screen.getByRole('combobox'), 'edf');
    expect(options()).toEqual(['EDF']);
    unmount();

    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'Pharmacie');
    expect(options()).toEqual([]);
    expect(screen.getByText('No match')).toBeInTheDocument();
  });

  it('chooses "no payee" (-1)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'No payee' }));
    expect(onChange).toHaveBeenCalledWith(-1);
    expect(screen.getByRole('combobox')).toHaveValue('No payee');
  });

  it('keeps "new payee" reachable past the longest list', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, name: `Payee ${i}` }));
    render(
      <PayeeSelector
        label="Payee"
        payees={many}
        value={null}
        onChange={vi.fn()}
        onCreateNew={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    const shown = options();
    expect(shown.length).toBeLessThan(400);
    expect(shown.at(-1)).toBe('New payee…');
    expect(screen.getByText('More results: type to narrow the list.')).toBeInTheDocument();
  });
});
