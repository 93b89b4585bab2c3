import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import i18n from 'i18next';
import { AmountInput } from './amount-input';
import { Form } from './form';
import { FormAmountField } from './form-inputs';

function Harness({ initial = null as number | null, onChange = vi.fn(), allowNegative = false }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <AmountInput
      label="Amount"
      currency="€"
      value={value}
      allowNegative={allowNegative}
      onChange={(cents) => {
        setValue(cents);
        onChange(cents);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('reads a comma or a point and gives out integer cents', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });

    await user.type(input, '12,5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    await user.clear(input);
    await user.type(input, '1 234.56');
    expect(onChange).toHaveBeenLastCalledWith(123456);
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows 2 decimals in the reader’s language and the currency once left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('€');
    await user.type(input, '7,1');
    await user.tab();
    expect(input).toHaveValue('7.10');

    await i18n.changeLanguage('fr');
    try {
      render(<Harness initial={-123456} allowNegative />);
      expect(screen.getAllByRole('textbox')[1]).toHaveValue('-1234,56');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps text that is not an amount as typed and gives out NaN', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12,345');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await user.tab();
    expect(input).toHaveValue('12,345');
  });

  it('drops letters and, unless allowed, the minus sign', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), '-4a2€');
    expect(screen.getByRole('textbox')).toHaveValue('42');
    expect(onChange).toHaveBeenLastCalledWith(4200);
  });
});

describe('FormAmountField', () => {
  const schema = z.object({ amount: z.number('amount.invalid').int().positive('amount.invalid') });

  function AmountForm({ onSubmit }: { onSubmit: (values: { amount: number }) => void }) {
    const form = useForm({ resolver: zodResolver(schema), defaultValues: { amount: 1999 } });
    return (
      <Form form={form} onSubmit={onSubmit}>
        <FormAmountField name="amount" label="Amount" currency="€" />
        <button type="submit">Save</button>
      </Form>
    );
  }

  it('holds cents in the form and shows the schema’s message for a wrong amount', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AmountForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('19.99');

    await user.clear(input);
    await user.type(input, 'abc1,2,3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '0,05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 5 }, expect.anything());
  });
});
