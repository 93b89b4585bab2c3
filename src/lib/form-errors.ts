import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { MessageCode } from '../../contract/message-codes';
import { failureOf } from './api';
import { errorMessageKey } from './messages';

/** A message code told on a field: the code is the message, unless another one is given. */
export type CodeField<F extends string> = F | { field: F; message: string };

/** How a form tells the server's refusals (`{ messageCode }`). */
export interface ServerErrorMap<F extends string> {
  /** Message codes told on a field. */
  codes?: Readonly<Record<string, CodeField<F>>>;
  /** Where any other refusal of the input (400) is told: its code when worded, else ValidationException. */
  invalid?: F;
  /** Above the form, only these codes are told as such (by default, any code with a wording)… */
  shown?: readonly string[];
  /** …and anything else says this. */
  fallback?: string;
}

export interface ServerErrorPlace<F extends string> {
  field: F | 'root';
  message: string;
}

/** Where and how a failed call is told, following `map`. */
export function placeServerError<F extends string>(
  error: unknown,
  map: ServerErrorMap<F> = {},
): ServerErrorPlace<F> {
  const { status, messageCode: code } = failureOf(error);
  const rule = code ? map.codes?.[code] : undefined;
  if (code && rule) return typeof rule === 'string' ? { field: rule, message: code } : rule;
  const fallback = map.fallback ?? MessageCode.internalError;
  if (code && map.shown?.includes(code)) return { field: 'root', message: code };
  if (status === 400 && map.invalid) {
    return { field: map.invalid, message: errorMessageKey(error, MessageCode.validation) };
  }
  return { field: 'root', message: map.shown ? fallback : errorMessageKey(error, fallback) };
}

/**
 * Tells a failed call on a react-hook-form form: on a field (focused) or above the form, where
 * `<FormRootError />` shows it. Returns where it went.
 */
export function applyServerError<T extends FieldValues, Parsed extends FieldValues = T>(
  form: UseFormReturn<T, unknown, Parsed>,
  error: unknown,
  map: ServerErrorMap<Path<T>> = {},
): Path<T> | 'root' {
  const { field, message } = placeServerError(error, map);
  form.setError(field, { type: 'server', message }, { shouldFocus: field !== 'root' });
  return field;
}
