import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagPicker, type TagChoice } from './tag-picker';

const tags: TagChoice[] = [
  { id: 1, name: 'Vacances' },
  { id: 2, name: 'Travaux' },
  { id: 3, name: 'Voiture' },
];

function Harness({ onCreate }: { onCreate?: (name: string) => Promise<TagChoice> }) {
  const [value, setValue] = useState<TagChoice[]>([tags[0]!]);
  return (
    <>
      <TagPicker label="Tags" tags={tags} value={value} onChange={setValue} onCreate={onCreate} />
      <output>{value.map((tag) => tag.name).join(',')}</output>
    </>
  );
}

const options = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('TagPicker', () => {
  it('shows chosen tags as chips and offers only the others', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Remove the tag Vacances' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    expect(options()).toEqual(['Travaux', 'Voiture']);
  });

  it('adds several tags in a row with the keyboard and removes with Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'voi{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('');
    await user.keyboard('tra{Enter}');
    expect(document.querySelector('output')).toHaveTextContent('Vacances,Voiture,Travaux');
    await user.keyboard('{Backspace}');
    expect(document.querySelector('output')).toHaveTextContent('Vacances,Voiture');
    await user.click(screen.getByRole('button', { name: 'Remove the tag Vacances' }));
    expect(document.querySelector('output')).toHaveTextContent(/^Voiture$/);
  });

  it('creates a tag on Enter when the callback is given and none has the name', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async (name: string) => ({ id: 10, name }));
    render(<Harness onCreate={onCreate} />);
    await user.type(screen.getByRole('combobox'), 'Noël');
    expect(options()).toEqual(['Create the tag “Noël”']);
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Noël');
    expect(await screen.findByRole('button', { name: 'Remove the tag Noël' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox'), 'travaux');
    expect(options()).toEqual(['Travaux']);
  });
});
