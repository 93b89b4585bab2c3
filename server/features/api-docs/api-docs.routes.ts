import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { compress } from '../../http/compress';
import { defineRoute, type RouteDeclaration } from '../../http/route';
import { apiDocument, isReferencePageOn, referencePage } from './api-docs.service';

/** `/api/openapi.json` documents every route of the table, itself included. */
export function apiDocsRoutes({ config }: AppContext, table: () => readonly RouteDeclaration[]) {
  const openApi = defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    answer: z.looseObject({
      openapi: z.literal('3.1.0'),
      paths: z.record(z.string(), z.unknown()),
    }),
    before: [compress],
    handle: () => apiDocument(table()),
  });
  const page = defineRoute({
    method: 'get',
    path: '/api/docs',
    access: 'public',
    summary: 'The API reference as a page (development only)',
    reply: 'custom',
    produces: 'text/html',
    before: [compress],
    handle: ({ res }) => {
      res.type('html').send(referencePage(apiDocument(table())));
    },
  });
  return isReferencePageOn(config) ? [openApi, page] : [openApi];
}
