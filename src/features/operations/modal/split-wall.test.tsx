import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { makeUser } from '../../../test/users';
import { mockOperationsApi } from '../../../test/operations-test-data';
import { OperationModal } from './operation-modal';

describe('split wall for a free user', () => {
  it('lists split disabled, says why and leads to premium', async () => {
    mockOperationsApi();
    const user = userEvent.setup();
    renderWithProviders(
      <OperationModal accountId={1} operationId={null} onClose={vi.fn()} />,
      makeUser(),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'New operation' }));
    const category = await dialog.findByRole('combobox', { name: 'Category' });
    await user.click(category);
    const locked = screen.getByRole('option', { name: 'Split (several categories) — Premium' });
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await user.click(locked);
    expect(dialog.queryByRole('textbox', { name: 'Amount of part 1' })).toBeNull();
    expect(dialog.getByText(/comes with Premium/)).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Discover Premium' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });
});
