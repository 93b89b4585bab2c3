import { expect, it } from 'vitest';
import { formatIban, ibanSchema, isValidIban, maskIban, normalizeIban } from './iban';
import { IBAN_MASK_ACCOUNTS } from './masking';

const VALID = [
  'FR76 3000 6000 0112 3456 7890 189',
  'fr1420041010050500013m02606',
  'DE89370400440532013000',
  'GB29 NWBK 6016 1331 9268 19',
  'BE68539007547034',
  'NO9386011117947',
  'MT84MALT011000012345MTLCAST001S',
];

it('accepts real IBANs, with spaces and in lower case', () => {
  for (const iban of VALID) expect(isValidIban(iban), iban).toBe(true);
});

it('refuses a wrong checksum, a bad shape or impossible check digits', () => {
  for (const iban of [
    'FR7630006000011234567890188',
    'FR7730006000011234567890189',
    'DE89370400440532013001',
    'FR76300060000112345678901890000000000',
    'F17630006000011234567890189',
    '7630006000011234567890189',
    'FR76-3000-6000-0112-3456-7890-189',
    'BE6853900754',
    '',
  ]) {
    expect(isValidIban(iban), iban).toBe(false);
  }
  // 99 ≡ 02 (mod 97): the checksum alone would accept it.
  expect(isValidIban('GB02BARC20201530093063')).toBe(true);
  expect(isValidIban('GB99BARC20201530093063')).toBe(false);
});

it('normalises, formats and masks', () => {
  expect(normalizeIban(' fr76 3000\u00a06000 0112 3456 7890 189 ')).toBe(
    'FR7630006000011234567890189',
  );
  expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  expect(maskIban('fr76 3000 6000 0112 3456 7890 189', IBAN_MASK_ACCOUNTS)).toBe('FR763…189');
});

it('saves an IBAN normalised, and no IBAN as null', () => {
  expect(ibanSchema.parse('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
  expect(ibanSchema.parse('  ')).toBeNull();
  expect(ibanSchema.parse(null)).toBeNull();
  expect(ibanSchema.parse(undefined)).toBeNull();
  const refused = ibanSchema.safeParse('FR7630006000011234567890188');
  expect(refused.error?.issues[0]?.message).toBe('account.iban.invalid');
});
