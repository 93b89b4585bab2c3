import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that validates with a contract schema (one set of rules for the SPA and the
 * server): the form's values become the body (`toBody`), the schema checks it, and its issues,
 * whose messages are message codes, land on the fields `fieldOf` names (the first per field).
 * The resolved value is the body itself, which the server parses again.
 */
export function contractResolver<Values extends FieldValues, Body extends FieldValues>(
  schema: z.ZodType<unknown, Body>,
  toBody: (values: Values) => Body,
  fieldOf: (path: readonly PropertyKey[]) => string,
): Resolver<Values, unknown, Body> {
  return (values) => {
    const body = toBody(values);
    const result = schema.safeParse(body);
    if (result.success) return { values: body, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const name = fieldOf(issue.path);
      if (!get(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** The field of a reference's issue ({ accountId } → the account field): its first segment. */
export const topField = (path: readonly PropertyKey[]) => String(path[0] ?? 'root');
