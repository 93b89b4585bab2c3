import { z } from 'zod';
import { LOGIN_MIN_LENGTH, PASSWORD_MIN_CLASSES, PASSWORD_MIN_LENGTH } from './constants';

const CHARACTER_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/];

export const characterClassCount = (password: string): number =>
  CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;

/** Login: at least 6 characters, no spaces (spec 000 §5). */
export const loginSchema = z
  .string()
  .trim()
  .min(LOGIN_MIN_LENGTH, 'signup.form.login.tooShort')
  .max(100, 'signup.form.login.tooLong')
  .regex(/^\S+$/, 'signup.form.login.noSpace');

/** Password: at least 6, no spaces, at least 2 of 4 classes (spec 000 §5). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'signup.form.password.tooShort')
  .max(200, 'signup.form.password.tooLong')
  .regex(/^\S+$/, 'signup.form.password.noSpace')
  .refine((p) => characterClassCount(p) >= PASSWORD_MIN_CLASSES, 'signup.form.password.weak');

/** Email: a plain address without uppercase letters (spec 000 §5). */
export const emailSchema = z
  .string()
  .trim()
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
