import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isIsoDate } from '../../contract/dates';
import { DateInput } from './date-input';
import { Form } from './form';
import { FormDateField } from './form-inputs';
import { SMALL_SCREEN_QUERY } from './use-media-query';

/** A window of the given width as far as matchMedia tells; returns a resize. */
function screenWidth(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const maxWidth = Number(/max-width: ([\d.]+)px/.exec(SMALL_SCREEN_QUERY)?.[1]);
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === SMALL_SCREEN_QUERY && current <= maxWidth;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: number) => {
    current = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLInputElement.prototype as Partial<HTMLInputElement>).showPicker;
});

function Harness({ initial = null as string | null, onChange = vi.fn() }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateInput
      label="Date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateInput', () => {
  it('shows dd/MM/yyyy on large screens and dd/MM/yy below 600 px', () => {
    const resize = screenWidth(1280);
    render(<Harness initial="2026-03-05" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('05/03/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    resize(375);
    expect(input).toHaveValue('05/03/26');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yy');
  });

  it('reads what a person types and gives out ISO, reformatted once left', async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Date' });

    await user.type(input, '1/2/26');
    expect(onChange).toHaveBeenLastCalledWith('2026-02-01');
    await user.tab();
    expect(input).toHaveValue('01/02/2026');

    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, '31/02/2026');
    expect(onChange).toHaveBeenLastCalledWith('31/02/2026');
    await user.tab();
    expect(input).toHaveValue('31/02/2026');
  });

  it('opens the browser’s calendar from a button where it can, and takes its date', async () => {
    const showPicker = vi.fn();
    HTMLInputElement.prototype.showPicker = showPicker;
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    expect(showPicker).toHaveBeenCalledOnce();

    fireEvent.change(container.querySelector('input[type="date"]')!, {
      target: { value: '2026-12-24' },
    });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24');
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('24/12/2026');
  });

  it('has no calendar button where the browser cannot open its picker', () => {
    render(<Harness />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('FormDateField', () => {
  const schema = z.object({ date: z.string('date.invalid').refine(isIsoDate, 'date.invalid') });

  it('holds ISO in the form and refuses what is not a date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function DateForm() {
      const form = useForm({
        resolver: zodResolver(schema),
        defaultValues: { date: '2026-01-15' },
      });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <FormDateField name="date" label="Date" />
          <button type="submit">Save</button>
        </Form>
      );
    }
    render(<DateForm />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('15/01/2026');

    await user.clear(input);
    await user.type(input, '30/02/26');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '280226');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ date: '2026-02-28' }, expect.anything());
  });
});
