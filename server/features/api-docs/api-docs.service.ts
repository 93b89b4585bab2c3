import packageJson from '../../../package.json' with { type: 'json' };
import type { Config } from '../../config';
import { openApiDocument, type OpenApiDocument } from '../../http/openapi';
import type { RouteDeclaration } from '../../http/route';
import { escapeHtml as escape } from '../../http/html';

export const apiDocument = (routes: readonly RouteDeclaration[]): OpenApiDocument =>
  openApiDocument(routes, packageJson.version);

/** The reference page is for developers: on with NODE_ENV=development only. */
export const isReferencePageOn = (config: Config): boolean => config.NODE_ENV === 'development';

function operationHtml(method: string, path: string, operation: Record<string, unknown>): string {
  const schemas = JSON.stringify(
    {
      security: operation.security,
      parameters: operation.parameters,
      requestBody: operation.requestBody,
      responses: operation.responses,
    },
    null,
    2,
  );
  return `<details><summary><code>${method.toUpperCase()} ${escape(path)}</code> — ${escape(
    String(operation.summary),
  )}</summary><pre>${escape(schemas)}</pre></details>`;
}

/** A readable page of the same document, server-rendered (the CSP allows no inline script). */
export function referencePage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) =>
      operationHtml(method, path, operation as Record<string, unknown>),
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(
    document.info.title,
  )}</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
summary{cursor:pointer;padding:.25rem 0}pre{background:#f4f4f5;padding:1rem;overflow:auto}</style></head>
<body><h1>${escape(document.info.title)} ${escape(document.info.version)}</h1>
<p>${escape(document.info.description)} <a href="/api/openapi.json">openapi.json</a></p>
${operations.join('\n')}</body></html>`;
}
