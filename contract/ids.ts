import { z } from 'zod';
import { int4Field } from './integers';
import { memoized } from './memoized';

/** A required reference whose every failure carries `message`: a positive 32-bit integer. */
export const idField = memoized((message?: string) => int4Field(message).positive(message));

/** Ids of stored rows: positive 32-bit integers. Negative ids are the spec's special entries. */
export const idSchema = idField();

/** An id in a path (":accountId"): digits only, like the spec's accountId query parameter. */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(idSchema);

/**
 * The spec's save paths all carry an id (POST /api/bank/{bankId}, /api/category/{categoryId}…);
 * NEW_ID there creates. Parsed to null for a new row.
 */
export const NEW_ID = 0;
export const saveIdParamSchema = z.union([
  z.literal(String(NEW_ID)).transform(() => null),
  idParamSchema,
]);

/** A list of ids in a query: "1,2,3", repeated keys, or both; at least one. */
export const idListQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((s) => s.trim()),
  )
  .pipe(z.array(idParamSchema).min(1));

/** `?force=true` repeats a refused deletion after the user confirmed it. */
export const forceQuerySchema = z.object({ force: z.stringbool().default(false) });
