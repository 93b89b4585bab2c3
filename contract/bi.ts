import { z } from 'zod';
import { int4Field } from './integers';
import { boundedText } from './required-text';
import { isoDateSchema } from './dates';
import { idParamSchema, idSchema } from './ids';
import { MessageCode } from './message-codes';

// Bank synchronisation through the aggregator (spec 000 §3, §4, §5, §7, §8, §9; 001 §3, §7).
// The spec's word for the area is "bi" (/api/bi/…).

/** Connection states of the aggregator (Powens `state`); null or "0" is a healthy connection. */
export const BI_SYNC_ERRORS = [
  'SCARequired',
  'webauthRequired',
  'additionalInformationNeeded',
  'decoupled',
  'validating',
  'actionNeeded',
  'passwordExpired',
  'wrongpass',
  'rateLimiting',
  'websiteUnavailable',
  'bug',
] as const;
export type BiConnectionState = (typeof BI_SYNC_ERRORS)[number];

/** Set on an account whose last synchronisation failed on our side (spec 000 §4). */
export const BI_INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR';

/** What `accounts.biSyncError` may hold. */
export type BiSyncError = BiConnectionState | typeof BI_INTERNAL_SERVER_ERROR;

export const BI_ORANGE_ERRORS: readonly string[] = [
  'actionNeeded',
  'rateLimiting',
  'websiteUnavailable',
  'bug',
];
export const BI_RED_ERRORS: readonly string[] = [
  'SCARequired',
  'webauthRequired',
  'additionalInformationNeeded',
  'decoupled',
  'validating',
  'wrongpass',
  BI_INTERNAL_SERVER_ERROR,
  'passwordExpired',
];

/** States the user clears only by going through the bank's web view again (reconnect flow). */
export const BI_REAUTH_ERRORS: readonly string[] = [
  'SCARequired',
  'webauthRequired',
  'additionalInformationNeeded',
  'decoupled',
  'wrongpass',
  'passwordExpired',
];

/** Reconnecting after these asks the bank's credentials again (`reset_credentials`). */
export const BI_RESET_CREDENTIALS_ERRORS: readonly string[] = ['wrongpass', 'passwordExpired'];

export type BiSyncColour = 'green' | 'orange' | 'red' | 'none';

/**
 * The account's sync colour (spec 000 §4): none when not linked; green when linked with no
 * error (absent or "0"); orange or red by error; an unknown error counts as red.
 */
export function syncColourOf(error: string | null | undefined, linked = true): BiSyncColour {
  if (!linked) return 'none';
  if (error === null || error === undefined || error === '' || error === '0') return 'green';
  return BI_ORANGE_ERRORS.includes(error) ? 'orange' : 'red';
}

export const needsReconnect = (error: string | null | undefined): boolean =>
  !!error && BI_REAUTH_ERRORS.includes(error);

// Importer entries (spec 000 §3, §5; 001 §3).
export const BI_IMPORTER_TYPES = ['ALL_AVAILABLE', 'FROM_DATE', 'PREVENT_SYNC'] as const;
export type BiImporterType = (typeof BI_IMPORTER_TYPES)[number];
/** A target account id that means "ignore this bank account" (spec 001 §9). */
export const BI_IGNORE_TARGET_ID = -100;

// Constants of spec 000 §9.
export const BI_SYNC_MODAL_DEFAULT_DAYS_BACK = 3;
export const BI_SETUP_DAYS_BACK = [5, 10] as const;
export const BI_POLL_FIRST_MS = 1000;
export const BI_POLL_EVERY_MS = 5000;
export const BI_POLL_MAX_TRIES = 60;
export const BI_WEBVIEW_MAX_CONNECTIONS = 2;
/** The query marker the return from the web view carries on /parameters (spec 000 §2). */
export const BI_SYNC_MARKER = 'biSync';
/** Most lines one verify accepts for a bank account (ours: the spec names the error, not the count). */
export const BI_TRANSACTION_THRESHOLD = 5000;

/** The message codes of the area (spec 000 §5, §8; the importer field codes are ours). */
export const BiMessageCode = {
  forbidden: MessageCode.biForbidden,
  accountNotValid: MessageCode.biAccountNotValid,
  serverError: MessageCode.biServerError,
  thresholdReached: MessageCode.biThresholdReached,
  importerAccountTwice: MessageCode.biImporterAccountTwice,
  importerDateRequired: MessageCode.biImporterDateRequired,
  importerEmptySelection: MessageCode.biImporterEmptySelection,
  webviewState: MessageCode.biWebviewState,
} as const;

// GET /api/bi/config (spec 000 §3 "Aggregator config"): public values only.
export const biConfigSchema = z.object({
  /** The web view's base address (Powens', or the sandbox bank's page). */
  webviewUrl: z.string(),
  domain: z.string(),
  clientId: z.string(),
  /** Where the web view sends the browser back (our return route). */
  urlRedirection: z.string(),
  /** The app's own base address (the /ws endpoint lives there). */
  serverUrl: z.string(),
  /** Which aggregator answers: the embedded sandbox or Powens. */
  provider: z.enum(['sandbox', 'powens']),
});
export type BiConfig = z.infer<typeof biConfigSchema>;

// GET /api/bi/temp-code
export const BI_WEBVIEW_FLOWS = ['connect', 'manage', 'reconnect'] as const;
export type BiWebviewFlow = (typeof BI_WEBVIEW_FLOWS)[number];

export const biTempCodeQuerySchema = z.object({
  /** The connection of a bank already linked (manage, reconnect); absent to connect a new bank. */
  biBankId: idParamSchema.optional(),
  flow: z.enum(BI_WEBVIEW_FLOWS).optional(),
});

export const biTempCodeSchema = z.object({
  code: z.string(),
  connectionId: z.number().int().nullable(),
  /** The flow chosen (connect without connection, reconnect when the connection needs it). */
  flow: z.enum(BI_WEBVIEW_FLOWS),
  /** The whole web view address: domain, client_id, code, redirect_uri, state, max_connections… */
  url: z.string(),
});
export type BiTempCode = z.infer<typeof biTempCodeSchema>;

// Importer entries: GET/POST /api/bi/accounts, POST /api/bi/accounts/verify.
export const biImporterSchema = z.object({
  /** The aggregator's account id ("origin id"), the key of the entry and of its errors. */
  originId: idSchema,
  /** A local account id, or BI_IGNORE_TARGET_ID to ignore the bank account. */
  targetAccountId: int4Field().nullable(),
  type: z.enum(BI_IMPORTER_TYPES),
  date: isoDateSchema(MessageCode.biImporterDateInvalid).nullable().optional(),
});
export type BiImporter = z.infer<typeof biImporterSchema>;

export const biImportersSchema = z.array(biImporterSchema);

export const biImporterDtoSchema = z.object({
  /** Same as originId (the spec's entry has both). */
  id: idSchema,
  originId: idSchema,
  name: z.string(),
  number: z.string().nullable(),
  currency: z.string().nullable(),
  connectionId: z.number().int(),
  bankName: z.string(),
  /** The connection's state (BI_SYNC_ERRORS), null when healthy. */
  error: z.string().nullable(),
  /** The local account linked now, if any. */
  account: z.object({ accountId: idSchema, name: z.string() }).nullable(),
  targetAccountId: int4Field().nullable(),
  type: z.enum(BI_IMPORTER_TYPES).nullable(),
  date: z.string().nullable(),
});
export type BiImporterDto = z.infer<typeof biImporterDtoSchema>;

/** 400 synced.transaction.threshold.reached: the line count of each entry over the threshold. */
export const biThresholdErrorSchema = z.object({
  messageCode: z.literal(MessageCode.biThresholdReached),
  errors: z.record(z.string(), z.object({ count: z.number().int(), threshold: z.number().int() })),
});

/** 409 bi.synchro.account.server-error: the connection state and whether to offer a reconnect. */
export const biServerErrorSchema = z.object({
  messageCode: z.literal(MessageCode.biServerError),
  errorType: z.string(),
  reconnect: z.boolean(),
  connectionId: z.number().int().nullable(),
});

/** A refused importer entry, keyed by its origin id (the screen marks that row's field). */
export const biImporterErrorSchema = z.object({
  messageCode: z.string(),
  originId: z.number().int().nullable(),
});

export const biVerifySchema = z.object({ valid: z.literal(true) });

// Sync: GET api/bi/sync, GET /api/bi/accounts/status (200 done, 202 pending).
export const biSyncStatusSchema = z.object({
  status: z.enum(['PENDING', 'DONE']),
  /** Instant of the last finished synchronisation, ISO UTC. */
  lastSyncDate: z.string().nullable(),
});
export type BiSyncStatus = z.infer<typeof biSyncStatusSchema>;

// POST api/bi/account/{id}/operation/import
export const biAccountImportSchema = z.object({
  startDate: isoDateSchema(MessageCode.biImporterDateInvalid),
});
export const biAccountImportResultSchema = z.object({
  /** Lines written as new operations. */
  created: z.number().int(),
  /** Lines found in the books already (same provider id, a pending line posted, a file import). */
  matched: z.number().int(),
  lastBiSyncDate: z.string().nullable(),
});
export type BiAccountImportResult = z.infer<typeof biAccountImportResultSchema>;

/** The path parameter of POST api/bi/account/{id}/operation/import. */
export const biAccountParamsSchema = z.object({ id: idParamSchema });

/** What the web view sends back to our return route (Powens' names). */
export const biWebviewReturnQuerySchema = z.object({
  state: boundedText(2000).optional(),
  code: boundedText(500).optional(),
  connection_id: boundedText(20).optional(),
  error: boundedText(200).optional(),
  error_description: boundedText(1000).optional(),
});

/** Where the sandbox bank's web view lives: this prefix, then the flow. */
export const SANDBOX_WEBVIEW_PATH = '/sandbox/bank/webview';
/** The sandbox bank's web view, as Powens' is called (GET page, then its form posts back). */
export const sandboxWebviewQuerySchema = z.object({
  code: boundedText(100),
  state: boundedText(2000),
  redirect_uri: boundedText(500),
  connection_id: boundedText(20).optional(),
});
export const sandboxWebviewFormSchema = sandboxWebviewQuerySchema.extend({
  /** Index of the sandbox bank to connect (connect flow). */
  bank: z.string().regex(/^\d$/).optional(),
  /** The state to leave the connection in: empty for healthy, or one of BI_SYNC_ERRORS. */
  connectionState: z.union([z.literal(''), z.enum(BI_SYNC_ERRORS)]).default(''),
  /** manage: "delete" removes the connection. */
  action: z.enum(['save', 'delete']).default('save'),
});
export const sandboxWebviewParamsSchema = z.object({ flow: z.enum(BI_WEBVIEW_FLOWS) });

// Webhooks of the aggregator (server to server).
export const BI_WEBHOOK_EVENTS = [
  'CONNECTION_SYNCED',
  'ACCOUNT_SYNCED',
  'CONNECTION_DELETED',
  'USER_DELETED',
] as const;
export type BiWebhookEvent = (typeof BI_WEBHOOK_EVENTS)[number];
/** Where the aggregator posts each event: this prefix, then the event's name. */
export const BI_WEBHOOK_PATH = '/public/api/bi/webhooks';
export const biWebhookParamsSchema = z.object({ event: z.enum(BI_WEBHOOK_EVENTS) });
export const biWebhookAnswerSchema = z.object({ received: z.literal(true) });

/** POST /api/bi/auto-import: activate (mode AUTO) or deactivate (mode cleared), 000 §4. */
export const biAutoImportSchema = z.object({ active: z.boolean() });
export const biAutoImportAnswerSchema = z.object({ modeAutoImport: z.literal('AUTO').nullable() });
export type BiAutoImportAnswer = z.infer<typeof biAutoImportAnswerSchema>;
