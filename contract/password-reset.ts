import { z } from 'zod';
import { emailSchema, passwordSchema } from './credentials';

/** GET /api/resetPassword/request?email=…&url=… */
export const resetRequestSchema = z.object({
  email: emailSchema,
  url: z.string().max(300).optional(),
});

/** POST /api/resetPassword/perform */
export const resetPerformSchema = z.object({
  login: z.string().min(1, 'forgotPassword.invalidCode').max(100),
  code: z.string().min(1, 'forgotPassword.invalidCode').max(200),
  password: passwordSchema,
});
export type ResetPerformRequest = z.infer<typeof resetPerformSchema>;

export const INVALID_RESET_CODE = 'forgotPassword.invalidCode';
