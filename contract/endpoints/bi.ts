import { z } from 'zod';
import {
  BI_WEBHOOK_PATH,
  SANDBOX_WEBVIEW_PATH,
  biAccountImportResultSchema,
  biAccountImportSchema,
  biAccountParamsSchema,
  biAutoImportAnswerSchema,
  biAutoImportSchema,
  biConfigSchema,
  biImporterDtoSchema,
  biImportersSchema,
  biSyncStatusSchema,
  biTempCodeQuerySchema,
  biTempCodeSchema,
  biVerifySchema,
  biWebhookAnswerSchema,
  biWebhookParamsSchema,
  biWebviewReturnQuerySchema,
  sandboxWebviewFormSchema,
  sandboxWebviewParamsSchema,
  sandboxWebviewQuerySchema,
} from '../bi';
import { endpoint } from '../endpoint';

export const getBiConfig = endpoint('get', '/api/bi/config', { answer: biConfigSchema });

export const getTempCode = endpoint('get', '/api/bi/temp-code', {
  query: biTempCodeQuerySchema,
  answer: biTempCodeSchema,
});

/** Where the bank's web view sends the browser back (a redirect, no JSON). */
export const returnFromWebview = endpoint('get', '/api/bi/webview/return', {
  query: biWebviewReturnQuerySchema,
});

export const listImporters = endpoint('get', '/api/bi/accounts', {
  answer: z.array(biImporterDtoSchema),
});

export const saveImporters = endpoint('post', '/api/bi/accounts', {
  body: biImportersSchema,
  answer: z.array(biImporterDtoSchema),
});

export const verifyImporters = endpoint('post', '/api/bi/accounts/verify', {
  body: biImportersSchema,
  answer: biVerifySchema,
});

export const startSync = endpoint('get', '/api/bi/sync', { answer: biSyncStatusSchema });

export const importAccount = endpoint('post', '/api/bi/account/:id/operation/import', {
  params: biAccountParamsSchema,
  body: biAccountImportSchema,
  answer: biAccountImportResultSchema,
});

export const setAutoImport = endpoint('post', '/api/bi/auto-import', {
  body: biAutoImportSchema,
  answer: biAutoImportAnswerSchema,
});

/** 200 when done, 202 while pending: the status tells as much as the answer. */
export const getSyncStatus = endpoint('get', '/api/bi/accounts/status', {
  answer: biSyncStatusSchema,
});

export const showSandboxWebview = endpoint('get', `${SANDBOX_WEBVIEW_PATH}/:flow`, {
  params: sandboxWebviewParamsSchema,
  query: sandboxWebviewQuerySchema,
});

/** Only the sandbox's HTML form posts here, url-encoded. */
export const submitSandboxWebview = endpoint('post', `${SANDBOX_WEBVIEW_PATH}/:flow`, {
  params: sandboxWebviewParamsSchema,
  body: sandboxWebviewFormSchema,
});

/** The aggregator's servers call it; the signature is the authentication. */
export const receiveBiWebhook = endpoint('post', `${BI_WEBHOOK_PATH}/:event`, {
  params: biWebhookParamsSchema,
  answer: biWebhookAnswerSchema,
});
