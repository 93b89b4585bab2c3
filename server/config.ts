import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const configSchema = z.object({
  // Unset means production: a forgotten variable must never turn development helpers on.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with file: or postgres://')
    .default('file:data/pecule.db'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  PECULE_DEMO: flag,
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().default('1mb'),
  STATIC_DIR: z.string().default('dist'),
  PUBLIC_URL: z.string().url('must be a URL such as https://pecule.example.org').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_OUTBOX_PAGE: flag,
  MAIL_FROM: z.string().default('Pécule <no-reply@pecule.local>'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  // Bank synchronisation: the embedded sandbox bank unless BI_PROVIDER=powens.
  BI_PROVIDER: z.enum(['sandbox', 'powens']).default('sandbox'),
  /** Powens' API base; defaults to https://{POWENS_DOMAIN}.biapi.pro/2.0. */
  POWENS_API_URL: z.string().optional(),
  POWENS_DOMAIN: z.string().optional(),
  POWENS_WEBVIEW_URL: z.string().default('https://webview.powens.com'),
  /** Signs Powens' webhooks (BI-Signature); webhooks are refused without it. */
  POWENS_WEBHOOK_SECRET: z.string().optional(),
  /** Key of the provider tokens at rest; derived from the app secret when unset. */
  POWENS_TOKEN_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key of the two-factor secrets at rest; derived from the app secret when unset. */
  TWO_FACTOR_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  POWENS_CLIENT_ID: z.string().optional(),
  POWENS_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_URL: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** The webhook's id at PayPal, part of every signed delivery; without it webhooks are refused. */
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** Turns personal API tokens off: every token answers 401 and none can be made. */
  API_TOKENS_OFF: flag,
  /** Lets a scraper read /api/metrics with `Authorization: Bearer <token>`; admins only without. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Single sign-on (OpenID Connect): the provider's issuer URL; unset turns it off. */
  OIDC_ISSUER: z
    .string()
    .url('must be a URL such as https://sso.example.org/application/o/pecule/')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The ID token's claim that finds an existing person: their email, or their login. */
  OIDC_LINK_CLAIM: z.enum(['email', 'preferred_username']).default('email'),
  /** Creates a person whom no claim finds (otherwise refused). */
  OIDC_CREATE_USERS: flag,
  /** The provider's name on the sign-in button ("Sign in with …"). */
  OIDC_PROVIDER_NAME: z.string().min(1).max(40).default('SSO'),
  /** SQLite: the daily backup of the database file; `0` turns it off. */
  BACKUP_DAILY: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  /** The ECB's daily exchange rates, read every few hours; `0` turns them off. */
  ECB_RATES: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  /** Where the ECB's documents are read (a mirror, or a fake one in tests). */
  ECB_RATES_URL: z.string().url('must be a URL').optional(),
  /** Where backups go; by default `backups/` beside the SQLite file. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many daily backups are kept (older ones are removed). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
});

export type Config = z.infer<typeof configSchema>;

// The outbox page shows every mail, activation and reset links included, to whoever asks.
const safeConfigSchema = configSchema.refine(
  (config) => !(config.NODE_ENV === 'production' && config.MAIL_OUTBOX_PAGE),
  {
    path: ['MAIL_OUTBOX_PAGE'],
    message: 'must not be on with NODE_ENV=production (the page shows every mail to anyone)',
  },
);

// A half-configured provider would fail at the first sign-in: say so at start-up instead.
const completeConfigSchema = safeConfigSchema.refine(
  (config) => !config.OIDC_ISSUER || (config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET),
  { path: ['OIDC_ISSUER'], message: 'needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET' },
);

export class ConfigError extends Error {}

/** Reads the configuration from the environment; a bad value names the variable and the reason. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = completeConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
