import * as apiDocsApi from '../../../contract/endpoints/api-docs';
import type { AppContext } from '../../app-context';
import { compress } from '../../http/compress';
import { defineRoute, type RouteDeclaration } from '../../http/route';
import { apiDocument, isReferencePageOn, referencePage } from './api-docs.service';

/** `/api/openapi.json` documents every route of the table, itself included. */
export function apiDocsRoutes({ config }: AppContext, table: () => readonly RouteDeclaration[]) {
  const openApi = defineRoute(apiDocsApi.getOpenApiDocument, {
    access: 'public',
    summary: 'This API as an OpenAPI 3.1 document, generated from the route table',
    before: [compress],
    handle: () => apiDocument(table()),
  });
  const page = defineRoute(apiDocsApi.getReferencePage, {
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
