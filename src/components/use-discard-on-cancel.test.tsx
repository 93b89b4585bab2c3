import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';
import { useDiscardOnCancel } from './use-discard-on-cancel';

const payeeKey = ['payees', 4] as const;

function PayeeModal() {
  const [open, setOpen] = useState(true);
  const queryClient = useQueryClient();
  const payee = useQuery({ queryKey: payeeKey, queryFn: () => fetchPayee() });
  const cancel = useDiscardOnCancel(payeeKey, () => setOpen(false));
  const name = payee.data?.name ?? '';
  return (
    <Modal
      open={open}
      title="Payee"
      onClose={cancel}
      footer={<Button onClick={cancel}>Cancel</Button>}
    >
      <input
        aria-label="Name"
        value={name}
        // An edit kept in the cache, as a screen editing the entity in place would.
        onChange={(event) => queryClient.setQueryData(payeeKey, { name: event.target.value })}
      />
      <output>{name}</output>
    </Modal>
  );
}

let fetchPayee = vi.fn(async () => ({ name: 'EDF' }));

function renderModal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PayeeModal />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('useDiscardOnCancel', () => {
  it.each(['the Cancel button', 'Escape'])(
    're-fetches the entity on %s, discarding edits',
    async (way) => {
      fetchPayee = vi.fn(async () => ({ name: 'EDF' }));
      const user = userEvent.setup();
      const queryClient = renderModal();
      const input = await screen.findByDisplayValue('EDF');
      await user.type(input, ' Energie');
      expect(queryClient.getQueryData(payeeKey)).toEqual({ name: 'EDF Energie' });

      if (way === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(queryClient.getQueryData(payeeKey)).toEqual({ name: 'EDF' }));
      expect(fetchPayee).toHaveBeenCalledTimes(2);
    },
  );
});
