import type { z } from 'zod';
import { LOGIN_MIN_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from './constants';
import { isSingleScriptLogin, normalizedEmail, normalizedLogin, safeText } from './text';

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/];

export const characterClassCount = (password: string): number =>
  CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;

export const INVALID_LOGIN = 'invalid.login';

/**
 * Login: at least 6 characters, no spaces (spec 000 §5); and, so that no login passes for
 * another, letters of one script with digits and `._-`, nothing invisible.
 */
export const loginSchema = normalizedLogin(INVALID_LOGIN)
  .min(LOGIN_MIN_LENGTH, 'signup.form.login.tooShort')
  .max(100, 'signup.form.login.tooLong')
  .regex(/^\S+$/, 'signup.form.login.noSpace')
  .refine(isSingleScriptLogin, INVALID_LOGIN);

/** Password: at least 6, no spaces, at least 2 of 4 classes (spec 000 §5). */
export const passwordSchema = safeText()
  .min(PASSWORD_MIN_LENGTH, 'signup.form.password.tooShort')
  .max(200, 'signup.form.password.tooLong')
  .regex(/^\S+$/, 'signup.form.password.noSpace')
  .refine((p) => characterClassCount(p) >= PASSWORD_MIN_CLASSES, 'signup.form.password.weak');

/** Email: a plain address without uppercase letters (spec 000 §5). */
export const emailSchema = normalizedEmail('signup.form.email.invalid')
  .max(255, 'signup.form.email.invalid')
  .regex(/^[^A-Z]*$/, 'signup.form.email.uppercase')
  .email('signup.form.email.invalid');

export const INVALID_CONFIRMATION = 'modal.password.invalidConfirmation';

/** Adds "confirmation equals password" to a form schema holding both fields. */
export function withConfirmation<S extends z.ZodType<{ password: string; confirmation: string }>>(
  schema: S,
): S {
  return schema.refine((form) => form.password === form.confirmation, {
    message: INVALID_CONFIRMATION,
    path: ['confirmation'],
  });
}
