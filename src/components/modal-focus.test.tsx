import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmModal } from './confirm-modal';
import { Modal } from './modal';

function LoadingForm({ loaded }: { loaded: boolean }) {
  return (
    <Modal
      open
      title="New operation"
      onClose={vi.fn()}
      footer={
        <>
          <Button>Cancel</Button>
          <Button variant="primary">Save</Button>
        </>
      }
    >
      {loaded ? <input aria-label="Date" /> : <p>Loading…</p>}
    </Modal>
  );
}

describe('dialog focus', () => {
  it('starts on the main button while loading, then on the first field when it arrives', async () => {
    const { rerender } = render(<LoadingForm loaded={false} />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    rerender(<LoadingForm loaded />);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Date' })).toHaveFocus());
  });

  it('leaves the focus where the person put it before the fields arrived', async () => {
    const { rerender } = render(<LoadingForm loaded={false} />);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    rerender(<LoadingForm loaded />);
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Cancel first in a question that destroys', () => {
    render(
      <ConfirmModal
        open
        danger
        title="Delete?"
        message="Sure?"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
