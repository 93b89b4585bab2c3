import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function Harness({ name = 'Edit' }: { name?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{`Open ${name}`}</Button>
      <Modal
        open={open}
        title={`${name} dialog`}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      >
        <input aria-label={`${name} amount`} />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus inside, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open Edit' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit dialog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Edit amount' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open Edit' }));

    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes an open modal when another one opens', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness name="First" />
        <Harness name="Second" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open First' }));
    // Without the app's #root nothing is made inert, so this stands for a dialog opening another.
    await user.click(screen.getByRole('button', { name: 'Open Second' }));

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Second dialog' })).toBeInTheDocument();
  });

  it('leaves a non-dismissible modal open on Escape and on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open dismissible={false} title="Decide" onClose={onClose}>
        <Button>Accept</Button>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.modal-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Decide' })).toBeInTheDocument();
  });
});
