import { z } from 'zod';
import { MessageCode } from './message-codes';
import { operationStateSchema } from './operations';
import { operationIds } from './operations-export';

// Pointing from the list (spec 001 §2, §4): one click, or a multi-selection, saved at once.

/** POST /api/operation/point: the operations to point (state P) or unpoint (null). */
export const operationPointSchema = z.object({
  ids: operationIds(MessageCode.validation),
  state: operationStateSchema,
});
export type OperationPointRequest = z.infer<typeof operationPointSchema>;

/** How many operations changed state (those already in it are left as they are). */
export const operationPointDtoSchema = z.object({ count: z.number().int().nonnegative() });
