import { z } from 'zod';
import { acceptsApiToken, acceptsReadOnlyToken } from './api-token-policy';
import type { RouteDeclaration } from './route';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const ERROR_ANSWER = {
  description: 'Refused: `{ "messageCode": "…" }`, the code being an i18n key',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** `{ messageCode }`, or one of the richer refusals the route declares. */
function errorAnswerOf(route: RouteDeclaration) {
  if (!route.errors?.length) return ERROR_ANSWER;
  const schemas = route.errors.map((schema) => jsonSchema(schema, 'output'));
  return {
    ...ERROR_ANSWER,
    content: {
      'application/json': {
        schema: { anyOf: [ERROR_ANSWER.content['application/json'].schema, ...schemas] },
      },
    },
  };
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

function successOf(route: RouteDeclaration) {
  const reply = route.reply ?? 'json';
  if (reply === 'empty') return { '204': { description: 'Done, no content' } };
  if (route.produces === 'redirect') return { '303': { description: 'Redirect' } };
  const mediaType = route.produces ?? 'application/json';
  const text = mediaType === 'text/plain' ? { type: 'string' } : {};
  const schema = route.answer ? jsonSchema(route.answer, 'output') : text;
  return {
    [String(route.status ?? 200)]: { description: 'Success', content: { [mediaType]: { schema } } },
  };
}

function requestBodyOf(route: RouteDeclaration) {
  if (route.upload) {
    const schema = {
      type: 'object',
      properties: { [route.upload]: { type: 'string', format: 'binary' } },
      required: [route.upload],
    };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema } } } };
  }
  if (!route.body) return {};
  const schema = jsonSchema(route.body, 'input');
  return { requestBody: { required: true, content: { 'application/json': { schema } } } };
}

/**
 * Who may call a route: a session; the configured bearer (a scraper) where the route says; a
 * personal API token where the route accepts one, its scope named (READ also takes READ_WRITE).
 */
function securityOf(route: RouteDeclaration) {
  const tokenScope = acceptsReadOnlyToken(route) ? 'READ' : 'READ_WRITE';
  return [
    { session: [] },
    ...(route.bearer ? [{ bearer: [] }] : []),
    ...(acceptsApiToken(route) ? [{ apiToken: [tokenScope] }] : []),
  ];
}

function operationOf(route: RouteDeclaration) {
  const isPublic = route.access === 'public';
  return {
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? route.path.split('/')[1]],
    security: isPublic ? [] : securityOf(route),
    ...(isPublic ? {} : { 'x-access': route.access }),
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...requestBodyOf(route),
    responses: { ...successOf(route), '4XX': errorAnswerOf(route) },
  };
}

/** The OpenAPI 3.1 document of a route table: the code is the documentation. */
export function openApiDocument(routes: readonly RouteDeclaration[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method]: operationOf(route) };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Pécule API',
      version,
      description:
        'Session cookie authentication; unsafe methods need the X-XSRF-TOKEN header copied from the XSRF-TOKEN cookie. Or a personal API token (`Authorization: Bearer pecule_…`) where an operation lists apiToken. Money is integer cents, dates ISO yyyy-MM-dd.',
    },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'SESSION' },
        bearer: { type: 'http', scheme: 'bearer', description: 'A token set in the configuration' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'pecule_…',
          description:
            'A personal API token, made on /parameters: READ (GET only) or READ_WRITE. No session and no XSRF header with it; never on admin routes nor those that change credentials or tokens; 401 once revoked or expired, 403 outside its routes or scope, 429 over its rate.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { messageCode: { type: 'string' } },
          required: ['messageCode'],
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
