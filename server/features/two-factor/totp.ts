import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '../../../contract/two-factor';

const ISSUER = 'Pécule';
/** One period either side: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new secret of 160 bits (RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, login: string): string => totpOf(secret, login).toString();

/** The otpauth URI as an SVG QR code, drawn here so the SPA loads no QR library. */
export function qrSvgOf(uri: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

/** The time step the code belongs to, or null when it matches none within the window. */
export function stepOfCode(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

export function newRecoveryCodes(): string[] {
  const code = () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, code);
}
