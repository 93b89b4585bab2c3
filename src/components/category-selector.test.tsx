import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { flattenCategories, type CategoryNode } from './category-options';
import { CategorySelector } from './category-selector';

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Alimentation',
    children: [
      { id: 11, name: 'Supermarché', children: [{ id: 111, name: 'Épicerie fine' }] },
      { id: 12, name: 'Restaurant' },
    ],
  },
  { id: 2, name: 'Loisirs', enabled: false, children: [{ id: 21, name: 'Cinéma' }] },
  { id: 3, name: 'Transport' },
];

function Harness(props: {
  allowSplit?: boolean;
  initial?: number | null;
  onChange?: (id: number) => void;
}) {
  const [value, setValue] = useState<number | null>(props.initial ?? null);
  return (
    <CategorySelector
      label="Category"
      tree={tree}
      value={value}
      allowSplit={props.allowSplit}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
    />
  );
}

const optionNames = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.getAttribute('aria-label') ?? option.textContent);

describe('flattenCategories', () => {
  it('lists the tree in order with levels and full names, disabled branches left out', () => {
    expect(flattenCategories(tree).map((entry) => [entry.fullName, entry.level])).toEqual([
      ['Alimentation', 1],
      ['Alimentation / Supermarché', 2],
      ['Alimentation / Supermarché / Épicerie fine', 3],
      ['Alimentation / Restaurant', 2],
      ['Transport', 1],
    ]);
    expect(flattenCategories(tree, { withDisabled: true })).toHaveLength(7);
  });
});

describe('CategorySelector', () => {
  it('shows the tree with "no category" first, hides disabled ones and offers split only when allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(optionNames()).toEqual([
      'No category',
      'Alimentation',
      'Alimentation / Supermarché',
      'Alimentation / Supermarché / Épicerie fine',
      'Alimentation / Restaurant',
      'Transport',
    ]);
    unmount();

    render(<Harness allowSplit />);
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(optionNames().slice(0, 2)).toEqual(['No category', 'Split (several categories)']);
  });

  it('finds categories by any part of their full name, accents ignored, and shows the full name chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Category' });

    await user.type(input, 'epicerie');
    expect(optionNames()).toEqual(['Alimentation / Supermarché / Épicerie fine']);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith(111);
    expect(input).toHaveValue('Alimentation / Supermarché / Épicerie fine');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard alone and Escape restores the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={12} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Category' });
    expect(input).toHaveValue('Alimentation / Restaurant');

    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active()).toHaveAccessibleName('Alimentation / Restaurant');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(input).toHaveValue('Transport');

    await user.keyboard('zzz');
    expect(screen.getByText('No match')).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('Transport');
  });

  it('names a disabled or special current choice', () => {
    const { rerender } = render(
      <CategorySelector label="Category" tree={tree} value={21} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('Loisirs / Cinéma');
    rerender(<CategorySelector label="Category" tree={tree} value={-2} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox')).toHaveValue('Split (several categories)');
    rerender(<CategorySelector label="Category" tree={tree} value={-1} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox')).toHaveValue('No category');
  });

  it('keeps Escape from closing the dialog around it while the list is open', async () => {
    const user = userEvent.setup();
    const onOuterEscape = vi.fn();
    render(
      <div onKeyDown={(event) => event.key === 'Escape' && onOuterEscape()}>
        <Harness />
      </div>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Escape}');
    expect(onOuterEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOuterEscape).toHaveBeenCalledOnce();
  });

  it('chooses with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Alimentation / Supermarché' }));
    expect(onChange).toHaveBeenCalledWith(11);
  });
});
