import { z } from 'zod';

// The security journal: what happened to whose account, from where, with what outcome.

/** Every kind of security event; the CHECK of migration 0035 (0027's, two-factor's of 0032, the API tokens' of 0033, the passkeys' of 0034 and single sign-on's) holds the same list. */
export const SECURITY_EVENT_TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_IN_THROTTLED',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'SESSION_ENDED',
  'ADMIN_ACTION',
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'TWO_FACTOR_FAILURE',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
  'API_TOKEN_CREATED',
  'API_TOKEN_REVOKED',
  'API_TOKEN_REFUSED',
  'PASSKEY_REGISTERED',
  'PASSKEY_REVOKED',
  'PASSKEY_FAILURE',
  'SSO_SIGN_IN_FAILURE',
  'SSO_ACCOUNT_LINKED',
  'SSO_ACCOUNT_CREATED',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** `refused`: the request was turned away before it was tried (throttled, locked). */
export const SECURITY_EVENT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];

export const SECURITY_JOURNAL_PAGE_SIZE = 25;
export const SECURITY_JOURNAL_PAGE_SIZE_MAX = 100;
export const INVALID_JOURNAL_FILTER = 'admin.securityJournal.invalidFilter';

/** An empty field of a filter form means no filter. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /api/admin/security-events: `user` is a login or a user id; `from` (included) and `to`
 * (excluded) are instants, so the screen sends the bounds of the admin's own days. `page` counts
 * from 0.
 */
export const securityEventsQuerySchema = z.object({
  user: optional(z.string().trim().max(100, INVALID_JOURNAL_FILTER)),
  type: optional(z.enum(SECURITY_EVENT_TYPES, INVALID_JOURNAL_FILTER)),
  from: optional(z.iso.datetime({ message: INVALID_JOURNAL_FILTER })),
  to: optional(z.iso.datetime({ message: INVALID_JOURNAL_FILTER })),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SECURITY_JOURNAL_PAGE_SIZE_MAX)
    .default(SECURITY_JOURNAL_PAGE_SIZE),
});
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

export const securityEventDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

export const securityEventSchema = z.object({
  id: z.number().int(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  login: z.string().nullable(),
  userId: z.number().int().nullable(),
  address: z.string().nullable(),
  outcome: z.enum(SECURITY_EVENT_OUTCOMES),
  details: securityEventDetailsSchema.nullable(),
});
export type SecurityEventEntry = z.infer<typeof securityEventSchema>;

/** One page of the journal, newest first, and how many entries the filter matches. */
export const securityEventsPageSchema = z.object({
  entries: z.array(securityEventSchema),
  total: z.number().int(),
});
export type SecurityEventsPage = z.infer<typeof securityEventsPageSchema>;
