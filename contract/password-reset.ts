import { z } from 'zod';
import { emailSchema, passwordSchema } from './credentials';
import { normalizedLogin, safeText } from './text';

export const INVALID_RESET_CODE = 'forgotPassword.invalidCode';

/** GET /api/resetPassword/request?email=…&url=… */
export const resetRequestSchema = z.object({
  email: emailSchema,
  url: safeText().max(300).optional(),
});

/** POST /api/resetPassword/perform */
export const resetPerformSchema = z.object({
  login: normalizedLogin(INVALID_RESET_CODE).min(1, INVALID_RESET_CODE).max(100),
  code: safeText(INVALID_RESET_CODE).min(1, INVALID_RESET_CODE).max(200),
  password: passwordSchema,
});
export type ResetPerformRequest = z.infer<typeof resetPerformSchema>;
