import { z } from 'zod';
import { Role } from './access';
import { LANGUAGES } from './languages';
import { MessageCode } from './message-codes';
import { normalizedLogin, safeText } from './text';

export { FALLBACK_LANGUAGE, Language, LANGUAGES } from './languages';
export { decodePassword, encodePassword } from './password-encoding';

/** POST /api/authenticate: the password travels base64-encoded (spec 000 §7). */
export const authenticateRequestSchema = z.object({
  username: normalizedLogin().min(1, 'login.form.username.required').max(100),
  password: z.string().min(1, 'login.form.password.required').max(1000).pipe(safeText()),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

/**
 * POST /api/authenticate while this login is slowed down for unknown browsers: the seconds to
 * wait, also sent as the Retry-After header. Other refusals by a limit carry no wait.
 */
export const signInThrottledSchema = z.object({
  messageCode: z.literal(MessageCode.tooManyRequests),
  retryAfter: z.number().int().positive(),
});

/** The login form as a person fills it (the password in clear, encoded before sending). */
export const loginFormSchema = z.object({
  username: normalizedLogin().min(1, 'login.form.username.required'),
  password: z.string().min(1, 'login.form.password.required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const subscriptionDtoSchema = z.object({
  subscriptionId: z.number().int(),
  type: z.enum(['PREMIUM', 'AUTO_IMPORT']),
  amount: z.number().int(),
  subscrDate: z.string(),
  deleted: z.boolean(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDtoSchema>;

const nullableText = z.string().nullable();

/** GET /api/user (spec 000 §3 User). */
export const currentUserSchema = z.object({
  idUser: z.number().int(),
  login: z.string(),
  email: nullableText,
  phone: nullableText,
  phoneCode: nullableText,
  usageName: nullableText,
  zipcode: nullableText,
  language: z.enum(LANGUAGES),
  roles: z.array(z.enum(Object.values(Role) as [Role, ...Role[]])),
  profile: z.object({
    name: z.string(),
    indexUrl: z.string(),
    functionalities: z.array(z.object({ code: z.string() })),
  }),
  profileEndDate: nullableText,
  subscriptions: z.array(subscriptionDtoSchema),
  agreedCgu: z.boolean(),
  numberOfConnection: z.number().int(),
  parameter: z.object({ modeAutoImport: nullableText }),
  budgetInsightInfos: z.object({ token: z.object({ token: z.string() }).nullable() }).nullable(),
  /** Ours (issue 29): an administrator must enable two-factor before using the back office. */
  twoFactorSetupRequired: z.boolean().optional(),
});
/** GET /api/session: the signed-in user, or null for an anonymous visitor (never a 401). */
export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export type CurrentUser = z.infer<typeof currentUserSchema>;
