import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { layerRules } from './scripts/eslint/layer-rules.js';

const serverFeatures = fs
  .readdirSync('server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may call another feature's service, never its repository. */
const repositoryZones = serverFeatures.map((feature) => ({
  target: `./server/features/${feature}`,
  from: serverFeatures
    .filter((other) => other !== feature)
    .map((other) => `./server/features/${other}/**/*.repository.ts`),
  message: 'Call the other feature’s service, not its repository.',
}));

const spaFeatures = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * An SPA feature uses another only through its use-*.ts files: its hooks, and the screens it
 * lends others (re-exported from use-<area>-ui.ts). Shared pieces live in components/ or lib/.
 */
const spaFeatureZones = spaFeatures.map((feature) => ({
  target: `./src/features/${feature}`,
  from: spaFeatures
    .filter((other) => other !== feature)
    .map((other) => `./src/features/${other}/**`),
  except: ['**/src/features/*/use-*.ts'],
  message:
    'Use another feature through its use-*.ts files; move shared pieces to components/ or lib/.',
}));

/** The one-way layers (docs/architecture.md). */
const layerZones = [
  {
    target: './contract',
    from: ['./server', './src', './bench', './e2e', './scripts', './locales'],
    message: 'contract/ imports nothing of ours: it is shared by the SPA and the server.',
  },
  {
    target: './server/http',
    from: './server/features',
    message: 'http/ is cross-cutting: features depend on it, never the reverse.',
  },
  {
    target: './server/db',
    from: ['./server/features', './server/http'],
    message: 'db/ knows tables, not features or HTTP.',
  },
  {
    target: './server/metrics',
    from: [
      './server/features',
      './server/http',
      './server/db',
      './server/jobs',
      './server/integrations',
    ],
    message: 'metrics/ is what every layer records into: it imports none of them.',
  },
  {
    target: ['./server', './src'],
    from: ['./bench', './e2e'],
    message: 'Production code never imports benchmarks or end-to-end tests.',
  },
  { target: './server', from: './src', message: 'The server does not import the SPA.' },
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'The design system and lib/ serve every feature and import none.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'app/ assembles the features; a feature never imports app/.',
  },
];

/** Outside services know no feature; the jobs start features' work through their services. */
const integrationAndJobZones = [
  {
    target: './server/integrations',
    from: './server/features',
    message: 'An integration wraps an outside service and knows no feature: features use it.',
  },
  {
    target: './server/jobs',
    from: ['./server/features/**/*'],
    except: ['**/*.service.ts'],
    message: 'A job calls a feature’s service (a *.service.ts file), nothing else of it.',
  },
  {
    target: './server/features/**/*.routes.ts',
    from: './server/jobs',
    message: 'Routes speak HTTP only: work after the answer is started by the service.',
  },
];

/**
 * Routes speak HTTP only, contract/ runs in the browser too, the SPA names no API path
 * (scripts/eslint/layer-rules.js).
 */
/** Loaded with import() at their first use, never at the server's start (docs/decisions/fast-start.md). */
const lazyPackages = ['nodemailer', 'libphonenumber-js', '@node-rs/argon2'].map((name) => ({
  name,
  allowTypeImports: true,
  message: 'Load it with import() at its first use: it stays out of the server’s start.',
}));

/** Loaded with import() by src/lib/api.ts, out of the SPA's initial JavaScript (docs/decisions/initial-load.md). */
const spaLazyPackages = [
  {
    name: 'axios',
    allowTypeImports: true,
    message:
      'Call the API through src/lib/api.ts: it loads axios (lib/http-client.ts) on first use.',
  },
];

const spaHttpClient = {
  group: ['**/lib/http-client', './http-client'],
  allowTypeImports: true,
  message:
    'Call the API through src/lib/api.ts: a static import would put axios in the initial JS.',
};

const layerRuleBlocks = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/lib/http-client.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: spaLazyPackages, patterns: [spaHttpClient] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: lazyPackages }] },
  },
  {
    files: ['server/**/*.routes.ts'],
    plugins: { layers: layerRules },
    rules: { 'layers/http-only-routes': 'error' },
  },
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    plugins: { layers: layerRules },
    rules: { 'layers/portable-contract': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { layers: layerRules },
    rules: { 'layers/endpoint-paths': 'error' },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...repositoryZones, ...integrationAndJobZones, ...spaFeatureZones],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/db/migrations/**/*.ts', 'server/db/migrator.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...layerRuleBlocks,
);
