import { z } from 'zod';
import { memoized } from './memoized';
import { MessageCode } from './message-codes';

/**
 * Control characters, invisible format characters (zero-width, bidi overrides), separators, and
 * lone surrogates (half a character, which no encoding can store).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The same, but tabs and line breaks belong in text typed in a multi-line box. */
const INVISIBLE_IN_PARAGRAPHS = /[^\P{Cc}\t\n\r]|[\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The zero-width joiner inside an emoji sequence (👩‍💻) draws one picture: it hides nothing. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

export const hasInvisibleCharacters = (text: string, multiline = false): boolean =>
  (multiline ? INVISIBLE_IN_PARAGRAPHS : INVISIBLE).test(text.replace(EMOJI_JOINER, ''));

const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, 'gu');

/**
 * A text a bank file or the bank sync brings (a label, a payee, a memo), which nobody can retype:
 * its control and invisible characters become spaces (a tab or a line break between two words
 * keeps them apart), spaces are collapsed and the ends trimmed.
 */
export const stripInvisibleCharacters = (text: string): string =>
  text
    .split(EMOJI_JOINER)
    .map((part) => part.replace(EVERY_INVISIBLE, ' '))
    .join('\u200D')
    .replace(/\s+/g, ' ')
    .trim();

const visibleOnly = (multiline: boolean) => (text: string) =>
  !hasInvisibleCharacters(text, multiline);

/**
 * THE rule of every text a person or a client types: control and invisible characters (NUL,
 * escapes, zero-width spaces, bidi overrides) are refused, for they can hide one text inside
 * another, break what reads it later, and PostgreSQL refuses NUL outright. Texts a bank file
 * brings are cleaned by stripInvisibleCharacters instead.
 */
export const safeText = memoized(
  (
    message: string = MessageCode.textInvisible,
    { multiline = false }: { multiline?: boolean } = {},
  ) => z.string().refine(visibleOnly(multiline), message),
);

/**
 * Logins and addresses are compared the way a person reads them: compatibility forms folded
 * (NFKC: full-width ｄｅｍｏ is demo), surrounding spaces dropped. The login keeps its case for
 * display; its key, which finds the account and counts attempts, folds it too.
 */
const keyOf = (raw: string): string => raw.normalize('NFKC').trim().toLowerCase();
export const loginKey = keyOf;
export const emailKey = keyOf;

const normalized = memoized((message: string = MessageCode.validation) =>
  z.string().normalize('NFKC').trim().refine(visibleOnly(false), message),
);

/** A login as typed in any form: refused when it hides characters, parsed normalised. */
export const normalizedLogin = normalized;
/** An address as typed in any form: refused when it hides characters, parsed normalised. */
export const normalizedEmail = normalized;

/**
 * Letters of one writing system, as in Unicode's "highly restrictive" level: a Cyrillic а inside
 * a Latin login would let one account pass for another. Japanese, Chinese and Korean mix their
 * own scripts with Han.
 */
const SCRIPT_GROUPS = [
  ['Latin'],
  ['Greek'],
  ['Cyrillic'],
  ['Armenian'],
  ['Georgian'],
  ['Hebrew'],
  ['Arabic'],
  ['Devanagari'],
  ['Bengali'],
  ['Tamil'],
  ['Thai'],
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Bopomofo'],
  ['Han', 'Hangul'],
];

const SINGLE_SCRIPT_LOGINS = SCRIPT_GROUPS.map(
  (group) =>
    new RegExp(
      `^[${group.map((script) => `\\p{Script_Extensions=${script}}`).join('')}0-9._-]+$`,
      'u',
    ),
);
const LOGIN_CHARACTERS = /^[\p{L}\p{M}0-9._-]+$/u;

/** Letters of one script, ASCII digits and `._-`: nothing else goes into a new login. */
export const isSingleScriptLogin = (login: string): boolean =>
  LOGIN_CHARACTERS.test(login) && SINGLE_SCRIPT_LOGINS.some((pattern) => pattern.test(login));

/** Case and accents ignored, spaces collapsed: how names and keywords are compared. */
export function comparisonKey(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleUpperCase('fr');
}

/** A file name from a name: its letters without accents, digits and dashes (`account` if none). */
export const fileNameFrom = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'account';
