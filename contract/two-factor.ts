import { z } from 'zod';
import { MessageCode } from './message-codes';
import { safeText } from './text';

// Two-factor authentication (issue 29): TOTP (RFC 6238) and single-use recovery codes.

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes are read aloud and typed: no 0/o, 1/l/i. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/**
 * What a person types: a TOTP code (6 digits) or a recovery code (10 letters and digits, shown
 * `abcde-fghjk`). Spaces and hyphens are dropped and letters lowered once, before any lookup;
 * anything but letters and digits is refused.
 */
export const secondFactorCodeSchema = z
  .string()
  .max(40, MessageCode.twoFactorCodeInvalid)
  .transform((code) => code.replace(/[ -]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, MessageCode.twoFactorCodeRequired)
      .regex(/^[0-9a-z]+$/, MessageCode.twoFactorCodeInvalid),
  );

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/** Shown `abcde-fghjk`, as the person reads it back. */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

const password = z.string().min(1, 'param.password.current.required').max(200).pipe(safeText());

/** POST /api/authenticate/second-factor. */
export const secondFactorRequestSchema = z.object({ code: secondFactorCodeSchema });

/** POST /api/authenticate for an account with two-factor: the password was right, a code is due. */
export const secondFactorDueSchema = z.object({
  secondFactor: z.literal('required'),
  /** Present when the person has a passkey, which may stand for the code (contract/passkeys.ts). */
  passkey: z.literal(true).optional(),
});
export type SecondFactorDue = z.infer<typeof secondFactorDueSchema>;

/** GET /api/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** An administrator must enable it before using the back office. */
  requiredForAdmins: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/two-factor/setup: the secret, shown once to scan or type; pending until confirmed. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.object({ code: secondFactorCodeSchema });

/** Disabling, and renewing the recovery codes, take the password and a current code. */
export const twoFactorProofSchema = z.object({ password, code: secondFactorCodeSchema });
export type TwoFactorProof = z.input<typeof twoFactorProofSchema>;

/** The recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET and PUT /api/admin/two-factor-policy. */
export const twoFactorPolicySchema = z.object({ requiredForAdmins: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
