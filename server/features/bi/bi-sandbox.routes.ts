import express from 'express';
import * as biApi from '../../../contract/endpoints/bi';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { noStore } from '../../http/security';
import { biDepsOf } from './bi-deps';
import { sandboxSubmit, sandboxWebview } from './bi-sandbox.service';

/** Only an HTML form posts here: its fields come url-encoded, and stay small. */
const formBody = express.urlencoded({ extended: false, limit: '8kb' });

/**
 * The sandbox bank's web view (public: the browser arrives from the app with a single-access code,
 * as at Powens). Answers 404 when the aggregator is Powens.
 */
export function biSandboxRoutes(ctx: AppContext) {
  const deps = biDepsOf(ctx);
  return [
    defineRoute(biApi.showSandboxWebview, {
      access: 'public',
      summary: 'The sandbox bank’s web view page (connect, manage, reconnect)',
      reply: 'custom',
      produces: 'text/html',
      before: [noStore],
      handle: ({ params, query, res }) => {
        res.type('html').send(sandboxWebview(deps, params.flow, query));
      },
    }),
    defineRoute(biApi.submitSandboxWebview, {
      access: 'public',
      summary: 'The sandbox bank’s form: connects or changes a connection, then back to the app',
      reply: 'custom',
      produces: 'redirect',
      before: [noStore, formBody],
      handle: ({ params, body, res }) => {
        res.redirect(303, sandboxSubmit(deps, params.flow, body));
      },
    }),
  ];
}
