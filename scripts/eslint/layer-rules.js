import { isBuiltin } from 'node:module';

// Rules the import zones cannot say: what a routes file does, which packages contract/ may use,
// and that the SPA names no API path of its own. A local plugin rather than no-restricted-syntax/no-restricted-imports, whose options a
// later block for the same files would replace.

const SQL_BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'selectNoFrom',
]);
const REPOSITORY = /\.repository(\.[cm]?[jt]s)?$/;
const isKysely = (source) => source === 'kysely' || source.startsWith('kysely/');

/** The module sources a file names: imports, re-exports and dynamic imports. */
function onSources(check) {
  const visit = (node) => {
    if (typeof node.source?.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const httpOnlyRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'A routes file speaks HTTP: no repository, no SQL.' },
    messages: {
      repository: 'Routes speak HTTP only: call the service, which calls the repository.',
      sql: 'Routes run no SQL: the query belongs in a repository, called by the service.',
    },
    schema: [],
  },
  create(context) {
    return {
      ...onSources((node, source) => {
        if (REPOSITORY.test(source)) context.report({ node, messageId: 'repository' });
        else if (isKysely(source)) context.report({ node, messageId: 'sql' });
      }),
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
        if (SQL_BUILDERS.has(name)) context.report({ node, messageId: 'sql' });
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type === 'Identifier' && tag.name === 'sql') {
          context.report({ node, messageId: 'sql' });
        }
      },
    };
  },
};

const SERVER_ONLY = [
  'express',
  'pg',
  'better-sqlite3',
  'kysely',
  'pino',
  'nodemailer',
  'busboy',
  'helmet',
  'compression',
  'sockjs',
  '@node-rs/argon2',
  'iconv-lite',
  'saxes',
];
const isServerOnly = (source) =>
  SERVER_ONLY.some((name) => source === name || source.startsWith(`${name}/`));

const portableContract = {
  meta: {
    type: 'problem',
    docs: { description: 'contract/ runs in the browser as on the server.' },
    messages: {
      builtin: 'contract/ runs in the browser too: no Node module ({{source}}).',
      serverOnly: 'contract/ runs in the browser too: {{source}} is for the server only.',
    },
    schema: [],
  },
  create(context) {
    return onSources((node, source) => {
      if (isBuiltin(source)) context.report({ node, messageId: 'builtin', data: { source } });
      else if (isServerOnly(source)) {
        context.report({ node, messageId: 'serverOnly', data: { source } });
      }
    });
  },
};

const API_PATH = /^\/api(\/|$)/;

const endpointPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'The SPA reaches the API through the endpoints of contract/endpoints.' },
    messages: {
      path: 'No hand-written API path: call the endpoint of contract/endpoints (src/lib/api.ts).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (API_PATH.test(text)) context.report({ node, messageId: 'path' });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis[0]?.value.cooked ?? '');
      },
    };
  },
};

export const layerRules = {
  rules: {
    'http-only-routes': httpOnlyRoutes,
    'portable-contract': portableContract,
    'endpoint-paths': endpointPaths,
  },
};
