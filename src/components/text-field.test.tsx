import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

describe('field error wiring', () => {
  it('binds the label and describes the input by its hint and error', () => {
    render(<TextField label="Username" hint="6 characters or more" error="Enter your username." />);
    const input = screen.getByRole('textbox', { name: 'Username' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 characters or more Enter your username.');
    expect(screen.getByText('Enter your username.')).toHaveAttribute(
      'id',
      input.getAttribute('aria-describedby')?.split(' ')[1],
    );
  });

  it('is neither invalid nor described when there is no error or hint', () => {
    render(<TextField label="Username" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the password field the same way and toggles visibility', async () => {
    render(<PasswordField label="Password" error="Enter your password." />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your password.');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
