import { expect, it } from 'vitest';
import {
  abbreviate,
  IBAN_MASK_ACCOUNTS,
  IBAN_MASK_PATRIMONY,
  LONG_TEXT_ABBREVIATION,
  truncate,
} from './masking';

it('shows text of 8 characters or fewer whole, else the first 8, an ellipsis and the last 4', () => {
  expect(abbreviate('12345678')).toBe('12345678');
  expect(abbreviate('')).toBe('');
  expect(abbreviate('Carrefour Market', LONG_TEXT_ABBREVIATION)).toBe('Carrefou…rket');
  expect(abbreviate('123456789')).toBe('12345678…6789');
});

it('counts characters, not UTF-16 units', () => {
  expect(abbreviate('€€€€€€€😀')).toBe('€€€€€€€😀');
  expect(abbreviate('😀😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀…😀😀😀😀');
});

it('masks an IBAN one way on the accounts screen and another on the patrimony screen', () => {
  const iban = 'FR7630006000011234567890189';
  expect(abbreviate(iban, IBAN_MASK_ACCOUNTS)).toBe('FR763…189');
  expect(abbreviate(iban, IBAN_MASK_PATRIMONY)).toBe('FR763000…0189');
});

it('truncates past a length and marks the cut', () => {
  expect(truncate('Crédit Agricole', 25)).toBe('Crédit Agricole');
  expect(truncate('Caisse d’Épargne Île-de-France Paris', 25)).toBe('Caisse d’Épargne Île-de-F…');
  expect(truncate('Compte joint vacances   et', 24)).toBe('Compte joint vacances…');
});
