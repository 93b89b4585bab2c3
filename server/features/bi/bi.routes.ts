import { Role } from '../../../contract/access';
import {
  biImporterErrorSchema,
  biServerErrorSchema,
  biThresholdErrorSchema,
} from '../../../contract/bi';
import * as biApi from '../../../contract/endpoints/bi';
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
import { biConfig, temporaryCode, webviewReturn } from './bi-webview.service';

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
    defineRoute(biApi.getBiConfig, {
      access: [Role.user],
      summary: 'The aggregator’s public values: web view address, domain, client id, return',
      handle: () => biConfig(deps),
    }),
    defineRoute(biApi.getTempCode, {
      access: [Role.user],
      // Opens the aggregator's web view on the person's bank connections: a browser's, not a token's.
      apiToken: false,
      summary: 'A temporary code and the web view address to connect, manage or reconnect a bank',
      guards: [paid],
      handle: ({ userId, query }) => temporaryCode(deps, userId, query),
    }),
    defineRoute(biApi.returnFromWebview, {
      access: [Role.user],
      apiToken: false,
      summary: 'Back from the bank’s web view: state checked, then /parameters with biSync',
      reply: 'custom',
      produces: 'redirect',
      handle: async ({ userId, query, res }) => {
        res.redirect(303, await webviewReturn(deps, userId, query));
      },
    }),
    defineRoute(biApi.listImporters, {
      access: [Role.user],
      summary: 'The bank accounts at the aggregator and how each is imported (importer entries)',
      guards: [paid],
      handle: ({ userId }) => importers(userId),
    }),
    defineRoute(biApi.saveImporters, {
      access: [Role.user],
      summary: 'Saves the importer entries, links the accounts and starts a synchronisation',
      errors: importerErrors,
      guards: [paid],
      handle: async ({ userId, body }) => {
        await saveImporters(deps, userId, body);
        await startSync(deps, userId);
        return listImporters(db, userId);
      },
    }),
    defineRoute(biApi.verifyImporters, {
      access: [Role.user],
      summary: 'Checks the importer entries without saving them',
      errors: importerErrors,
      guards: [paid],
      handle: async ({ userId, body }) => {
        await verifyImporters(deps, userId, body);
        return { valid: true as const };
      },
    }),
    defineRoute(biApi.startSync, {
      access: [Role.user],
      summary: 'Starts synchronising every linked account (202; poll /api/bi/accounts/status)',
      status: 202,
      xsrf: 'required',
      guards: [paid],
      handle: async ({ userId }) => {
        await startSync(deps, userId);
        return syncStatus(deps, userId);
      },
    }),
    defineRoute(biApi.importAccount, {
      access: [Role.user],
      summary: 'Imports one linked account’s lines from startDate, now',
      errors: [biServerErrorSchema],
      guards: [paid],
      handle: ({ userId, params, body }) => importAccount(deps, userId, params.id, body.startDate),
    }),
    defineRoute(biApi.setAutoImport, {
      access: [Role.user],
      summary: 'Activates (mode AUTO, paying users only) or deactivates the automatic import',
      handle: ({ user, body }) => setAutoImport(db, user, body.active),
    }),
    defineRoute(biApi.getSyncStatus, {
      access: [Role.user],
      summary: 'Synchronisation status: 200 done, 202 still pending',
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
