import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render-app';
import { makeUser } from '../../test/users';
import { TwoFactorSection } from './two-factor-section';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const off = { enabled: false, recoveryCodesLeft: 0, requiredForAdmins: false };

describe('two-factor section', () => {
  it('turns two-factor on with the QR code and a code, then shows the recovery codes once', async () => {
    let status = off;
    const adapter = mockRoutes({
      'GET /api/user': { status: 200, data: makeUser() },
      'GET /api/two-factor': () => ({ status: 200, data: status }),
      'POST /api/two-factor/setup': {
        status: 200,
        data: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' },
      },
      'POST /api/two-factor/confirm': () => {
        status = { enabled: true, recoveryCodesLeft: 10, requiredForAdmins: false };
        return { status: 200, data: { recoveryCodes: CODES } };
      },
    });
    renderWithProviders(<TwoFactorSection admin={false} />, makeUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with an authenticator app' }),
    ).toBeVisible();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Code shown by the app'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));

    expect(await screen.findByText(CODES[0]!)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(JSON.parse(callsTo(adapter, 'POST /api/two-factor/confirm')[0]!.data as string)).toEqual(
      { code: '123456' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-factor authentication is on\./)).toBeVisible();
    expect(screen.queryByText(CODES[0]!)).toBeNull();
  });

  it('tells a wrong password on the disable form', async () => {
    mockRoutes({
      'GET /api/two-factor': {
        status: 200,
        data: { enabled: true, recoveryCodesLeft: 7, requiredForAdmins: false },
      },
      'POST /api/two-factor/disable': {
        status: 400,
        data: { messageCode: 'InvalidPasswordException' },
      },
    });
    renderWithProviders(<TwoFactorSection admin={false} />, makeUser());
    expect(await screen.findByText(/7 recovery codes left/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Code from the app, or a recovery code'), '123456');
    await userEvent.click(
      screen.getByRole('button', { name: 'Turn off two-factor authentication' }),
    );
    expect(await screen.findByLabelText('Current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('warns an administrator whom the policy requires it', async () => {
    mockRoutes({
      'GET /api/two-factor': { status: 200, data: { ...off, requiredForAdmins: true } },
    });
    renderWithProviders(<TwoFactorSection admin />, makeUser());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Administrators must use two-factor authentication',
    );
  });
});
