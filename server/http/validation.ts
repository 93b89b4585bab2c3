import type { z } from 'zod';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';

const MESSAGE_CODE = /^[A-Za-z][\w-]*(\.[\w-]+)*$/;

/**
 * Parses a payload with the contract's schema. The schema's messages are message codes, so the
 * first issue's message is the answer; zod's own English messages become ValidationException.
 */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? '';
  throw AppError.badRequest(MESSAGE_CODE.test(message) ? message : MessageCode.validation);
}
