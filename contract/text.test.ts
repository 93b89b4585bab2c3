import { expect, it } from 'vitest';
import { authenticateRequestSchema } from './auth';
import { emailSchema, loginSchema, passwordSchema } from './credentials';
import { resetPerformSchema, resetRequestSchema } from './password-reset';
import { deleteAccountSchema, userDetailsSchema } from './settings';
import { loginQuerySchema, signupFields } from './signup';
import {
  emailKey,
  hasInvisibleCharacters,
  isSingleScriptLogin,
  loginKey,
  stripInvisibleCharacters,
} from './text';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

it('parses logins and addresses normalised: trimmed, compatibility forms folded', () => {
  const parsed = authenticateRequestSchema.parse({ username: ' ｄｅｍｏ\u3000', password: 'x' });
  expect(parsed.username).toBe('demo');
  expect(loginQuerySchema.parse({ login: '  Ｄemo ' }).login).toBe('Demo');
  expect(resetPerformSchema.shape.login.parse(' demo')).toBe('demo');
  expect(loginSchema.parse(' jean.dupont ')).toBe('jean.dupont');
  expect(emailSchema.parse(' ｊｅａｎ＠example.org ')).toBe('jean@example.org');
  expect(resetRequestSchema.parse({ email: 'jean@example.org ' }).email).toBe('jean@example.org');
});

it('gives every spelling of one login or address the same key', () => {
  for (const spelling of ['demo', ' demo', 'demo  ', 'DEMO', 'ｄｅｍｏ', 'Ｄｅｍｏ\t']) {
    expect(loginKey(spelling)).toBe('demo');
  }
  for (const spelling of ['jo@x.org', ' jo@x.org', 'JO@X.ORG', 'ｊｏ＠ｘ．ｏｒｇ']) {
    expect(emailKey(spelling)).toBe('jo@x.org');
  }
});

it('finds control and invisible characters, but not the joiner inside an emoji', () => {
  const hiddens = [
    'a\u0000b',
    'a\u200Bb',
    'a\u200Db',
    'a\u202Eb',
    '\uFEFFab',
    'a\u0007b',
    'a\uD800b',
  ];
  for (const hidden of hiddens) {
    expect(hasInvisibleCharacters(hidden)).toBe(true);
  }
  expect(hasInvisibleCharacters('line\nbreak')).toBe(true);
  expect(hasInvisibleCharacters('line\nbreak', true)).toBe(false);
  expect(hasInvisibleCharacters('a\u0000b', true)).toBe(true);
  expect(hasInvisibleCharacters('Famille 👩‍👩‍👧 et 👍🏽')).toBe(false);
  expect(hasInvisibleCharacters('Élodie Ñandú')).toBe(false);
});

it('refuses hidden characters in every text field', () => {
  expect(messageOf(loginSchema.safeParse('demo\u200Buser'))).toBe('invalid.login');
  expect(
    messageOf(authenticateRequestSchema.safeParse({ username: 'de\u0000mo', password: 'x' })),
  ).toBe('ValidationException');
  expect(passwordSchema.safeParse('Secret\u200B12').success).toBe(false);
  expect(messageOf(emailSchema.safeParse('jo\u200B@example.org'))).toBe(
    'signup.form.email.invalid',
  );
  expect(resetPerformSchema.shape.code.safeParse('abc\u0000').success).toBe(false);
  expect(resetRequestSchema.shape.url.safeParse('http://x\u202E').success).toBe(false);
  expect(signupFields.PERSO.serviceInfo.safeParse('Bonjour\nà tous').success).toBe(true);
  expect(signupFields.PERSO.serviceInfo.safeParse('Bon\u0000jour').success).toBe(false);
  const details = { zipcode: '', newsletter: false, partners: false };
  expect(userDetailsSchema.safeParse({ ...details, usageName: 'Ca\u200Bmille' }).success).toBe(
    false,
  );
  const deletion = { password: 'x', reason: 'OTHER' };
  expect(deleteAccountSchema.safeParse({ ...deletion, comment: 'Trop\ncher' }).success).toBe(true);
  expect(deleteAccountSchema.safeParse({ ...deletion, comment: 'Trop\u200Echer' }).success).toBe(
    false,
  );
});

it('accepts logins of one script, with digits and ._-', () => {
  for (const login of [
    'jean.dupont',
    'Élodie_42',
    'Дмитрий-7',
    'γιώργος',
    'やまだタロウ山田',
    '김민준金민준',
  ]) {
    expect(isSingleScriptLogin(login)).toBe(true);
    expect(loginSchema.safeParse(login).success).toBe(true);
  }
});

it('refuses mixed-script and lookalike logins with invalid.login', () => {
  // The second letter of each is Cyrillic or Greek, drawn like its Latin neighbours.
  for (const login of ['pаypal', 'dеmo12', 'admіn1', 'jοhnny', 'jean山田x', 'jean@dupont']) {
    expect(isSingleScriptLogin(login)).toBe(false);
    expect(messageOf(loginSchema.safeParse(login))).toBe('invalid.login');
  }
});

it('strips what a bank file hides in its texts, keeping the joiner inside an emoji', () => {
  expect(stripInvisibleCharacters(' CB\u0000CARREFOUR\u001b\u200b\t 09/03 ')).toBe(
    'CB CARREFOUR 09/03',
  );
  expect(stripInvisibleCharacters('Famille 👩‍👩‍👧\u202e')).toBe('Famille 👩‍👩‍👧');
  expect(stripInvisibleCharacters('a\uD800b')).toBe('a b');
});
