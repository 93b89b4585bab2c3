import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  biAccountImportResultSchema,
  biAccountImportSchema,
  biAccountParamsSchema,
  biAutoImportAnswerSchema,
  biAutoImportSchema,
  biConfigSchema,
  biImporterDtoSchema,
  biImporterErrorSchema,
  biImportersSchema,
  biServerErrorSchema,
  biSyncStatusSchema,
  biTempCodeQuerySchema,
  biTempCodeSchema,
  biThresholdErrorSchema,
  biVerifySchema,
  biWebviewReturnQuerySchema,
} from '../../../contract/bi';
import type { AppContext } from '../../app-context';
import { defineRoute, type RouteGuard } from '../../http/route';
import { assertAutoImport, setAutoImport } from './bi-access';
import { biDepsOf } from './bi-deps';
import {
  listImporters,
  refreshFromProvider,
  saveImporters,
  verifyImporters,
} from './bi-importers.service';
import { importAccount } from './bi-sync.service';
import { startSync, syncStatus } from './bi-sync-runner';
import { BI_RETURN_PATH, biConfig, temporaryCode, webviewReturn } from './bi-webview.service';

const importerErrors = [biImporterErrorSchema, biServerErrorSchema, biThresholdErrorSchema];

/** Every /api/bi call of spec 000 §7; all but the config are for paying users only. */
export function biRoutes(ctx: AppContext) {
  const deps = biDepsOf(ctx);
  const db = ctx.db.kysely;
  const paid: RouteGuard = ({ user }) => assertAutoImport(db, user);
  const importers = async (userId: number) => {
    await refreshFromProvider(deps, userId);
    return listImporters(db, userId);
  };
  return [
    defineRoute({
      method: 'get',
      path: '/api/bi/config',
      access: [Role.user],
      summary: 'The aggregator’s public values: web view address, domain, client id, return',
      answer: biConfigSchema,
      handle: () => biConfig(deps),
    }),
    defineRoute({
      method: 'get',
      path: '/api/bi/temp-code',
      access: [Role.user],
      summary: 'A temporary code and the web view address to connect, manage or reconnect a bank',
      query: biTempCodeQuerySchema,
      answer: biTempCodeSchema,
      guards: [paid],
      handle: ({ userId, query }) => temporaryCode(deps, userId, query),
    }),
    defineRoute({
      method: 'get',
      path: BI_RETURN_PATH,
      access: [Role.user],
      summary: 'Back from the bank’s web view: state checked, then /parameters with biSync',
      query: biWebviewReturnQuerySchema,
      reply: 'custom',
      produces: 'redirect',
      handle: async ({ userId, query, res }) => {
        res.redirect(303, await webviewReturn(deps, userId, query));
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/bi/accounts',
      access: [Role.user],
      summary: 'The bank accounts at the aggregator and how each is imported (importer entries)',
      answer: z.array(biImporterDtoSchema),
      guards: [paid],
      handle: ({ userId }) => importers(userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/bi/accounts',
      access: [Role.user],
      summary: 'Saves the importer entries, links the accounts and starts a synchronisation',
      body: biImportersSchema,
      answer: z.array(biImporterDtoSchema),
      errors: importerErrors,
      guards: [paid],
      handle: async ({ userId, body }) => {
        await saveImporters(deps, userId, body);
        await startSync(deps, userId);
        return listImporters(db, userId);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/bi/accounts/verify',
      access: [Role.user],
      summary: 'Checks the importer entries without saving them',
      body: biImportersSchema,
      answer: biVerifySchema,
      errors: importerErrors,
      guards: [paid],
      handle: async ({ userId, body }) => {
        await verifyImporters(deps, userId, body);
        return { valid: true as const };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/bi/sync',
      access: [Role.user],
      summary: 'Starts synchronising every linked account (202; poll /api/bi/accounts/status)',
      answer: biSyncStatusSchema,
      status: 202,
      xsrf: 'required',
      guards: [paid],
      handle: async ({ userId }) => {
        await startSync(deps, userId);
        return syncStatus(deps, userId);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/bi/account/:id/operation/import',
      access: [Role.user],
      summary: 'Imports one linked account’s lines from startDate, now',
      params: biAccountParamsSchema,
      body: biAccountImportSchema,
      answer: biAccountImportResultSchema,
      errors: [biServerErrorSchema],
      guards: [paid],
      handle: ({ userId, params, body }) => importAccount(deps, userId, params.id, body.startDate),
    }),
    defineRoute({
      method: 'post',
      path: '/api/bi/auto-import',
      access: [Role.user],
      summary: 'Activates (mode AUTO, paying users only) or deactivates the automatic import',
      body: biAutoImportSchema,
      answer: biAutoImportAnswerSchema,
      handle: ({ user, body }) => setAutoImport(db, user, body.active),
    }),
    defineRoute({
      method: 'get',
      path: '/api/bi/accounts/status',
      access: [Role.user],
      summary: 'Synchronisation status: 200 done, 202 still pending',
      answer: biSyncStatusSchema,
      reply: 'custom',
      produces: 'application/json',
      guards: [paid],
      handle: async ({ userId, res, checked }) => {
        const status = checked(await syncStatus(deps, userId));
        res.status(status.status === 'PENDING' ? 202 : 200).json(status);
      },
    }),
  ];
}
