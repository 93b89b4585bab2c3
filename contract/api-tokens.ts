import { z } from 'zod';
import { requiredText } from './required-text';

// Personal API tokens (issue 29): a person's own key to /api for scripts, shown once.

/** What a token may do: READ only GET and HEAD; READ_WRITE every method its routes accept. */
export const API_TOKEN_SCOPES = ['READ', 'READ_WRITE'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts so, for a person, a secret scanner and the server to tell it apart. */
export const API_TOKEN_PREFIX = 'pecule_';
/** A token always ends: at most a year after its creation (docs/decisions/api-tokens.md). */
export const API_TOKEN_MAX_DAYS = 365;
/** The lifetimes the screen offers; the API takes any number of days up to the maximum. */
export const API_TOKEN_DAY_CHOICES = [7, 30, 90, 365] as const;
/** Live tokens a person may hold at once. */
export const API_TOKENS_PER_USER = 20;

export const API_TOKEN_CODES = {
  nameInvalid: 'apiTokens.name.invalid',
  daysInvalid: 'apiTokens.days.invalid',
  scopeInvalid: 'apiTokens.scope.invalid',
  tooMany: 'apiTokens.tooMany',
  /** The token is unknown, expired or revoked. */
  invalid: 'apiTokens.invalid',
  /** The token is genuine but this route is not open to tokens (admin, credentials, tokens). */
  routeRefused: 'apiTokens.routeRefused',
  /** A read-only token asked for a write. */
  readOnly: 'apiTokens.readOnly',
  /** The administrator turned tokens off (API_TOKENS_OFF). */
  disabled: 'apiTokens.disabled',
} as const;

export const createApiTokenSchema = z.object({
  name: requiredText(API_TOKEN_CODES.nameInvalid, 100),
  scope: z.enum(API_TOKEN_SCOPES, API_TOKEN_CODES.scopeInvalid),
  days: z
    .number(API_TOKEN_CODES.daysInvalid)
    .int(API_TOKEN_CODES.daysInvalid)
    .min(1, API_TOKEN_CODES.daysInvalid)
    .max(API_TOKEN_MAX_DAYS, API_TOKEN_CODES.daysInvalid),
});
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

/** A token as listed: never its secret, which only its creation's answer holds. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** Instants, ISO-8601 UTC. */
  createdAt: z.string(),
  expiresAt: z.string(),
  /** To the minute at best: the last use is written at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema);

export const createdApiTokenSchema = z.object({
  apiToken: apiTokenSchema,
  /** The secret itself, shown this once; the server keeps only its hash. */
  token: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
