import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AccountSummary } from '../../contract/accounts-summary';
import { Form } from './form';
import {
  FormAccountSelector,
  FormCategorySelector,
  FormPayeeSelector,
  FormTagPicker,
} from './form-selectors';

const accounts: AccountSummary[] = [
  {
    accountId: 4,
    name: 'Courant',
    type: 'CU',
    favorite: true,
    bank: { bankId: 1, name: 'LCL' },
    currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
  },
];
const schema = z.object({
  accountId: z.number('account.required'),
  categoryId: z.number('category.required').positive('category.required'),
  payeeId: z.number(),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
});
type Values = z.infer<typeof schema>;

function OperationForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { accountId: 4, categoryId: -1, payeeId: -1, tags: [] },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormAccountSelector name="accountId" label="Account" accounts={accounts} />
      <FormCategorySelector name="categoryId" label="Category" tree={[{ id: 8, name: 'Food' }]} />
      <FormPayeeSelector name="payeeId" label="Payee" payees={[{ id: 2, name: 'EDF' }]} />
      <FormTagPicker name="tags" label="Tags" tags={[{ id: 5, name: 'Holidays' }]} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('form selectors', () => {
  it('hold their values in the form and focus a refused one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OperationForm onSubmit={onSubmit} />);
    const category = screen.getByRole('combobox', { name: 'Category' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();

    await user.keyboard('food{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Payee' }), 'ed{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'hol{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { accountId: 4, categoryId: 8, payeeId: 2, tags: [{ id: 5, name: 'Holidays' }] },
      expect.anything(),
    );
  });
});
