import { z } from 'zod';
import { abbreviate, type Abbreviation } from './masking';
import { MessageCode } from './message-codes';

/** Country code, check digits, then 11 to 30 letters or digits (ISO 13616: 15 to 34 in all). */
const IBAN_SHAPE = /^[A-Z]{2}(\d{2})[A-Z0-9]{11,30}$/;

/** People paste IBANs with spaces, in groups of 4, in lower case. */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 mod-97 check; check digits 00, 01 and 99 never occur in a real IBAN. */
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  const match = IBAN_SHAPE.exec(iban);
  const checkDigits = Number(match?.[1]);
  if (!match || checkDigits < 2 || checkDigits > 98) return false;
  let rest = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** Display in groups of 4, as printed on bank statements. */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

export function maskIban(iban: string, rule: Abbreviation): string {
  return abbreviate(normalizeIban(iban), rule);
}

/** Optional IBAN field: empty means none (null); a given one is checked and saved normalised. */
export const ibanSchema = z
  .string(MessageCode.ibanInvalid)
  .nullish()
  .transform((text) => normalizeIban(text ?? ''))
  .refine((iban) => iban === '' || isValidIban(iban), MessageCode.ibanInvalid)
  .transform((iban) => (iban === '' ? null : iban));
