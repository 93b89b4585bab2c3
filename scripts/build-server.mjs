// Bundles the server into dist-server/main.mjs, so production starts in plain node without
// compiling TypeScript at every start. The import's worker thread (big bank files read, big
// reports incorporated on SQLite) and the read pool's (heavy reads on SQLite,
// docs/decisions/heavy-reads.md) are their own entries, beside it.
// Pure-JS dependencies are bundled too: node resolves, reads and links each file of a package on
// its own, and kysely, zod and express alone are hundreds of files (≈ 1 s of a start, see
// docs/decisions/fast-start.md). Native addons and the optional ones stay in node_modules.
// Modules imported with `import()` (integrations used only at first use) are their own chunks.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'import.worker': 'server/features/import/import.worker.ts',
    'heavy-reads.worker': 'server/features/heavy-reads.worker.ts',
  },
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  // Chunks sit beside the entries: a chunk's import.meta.url finds the workers' entries beside it.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native'],
  // CommonJS dependencies bundled into ES modules still call require() for node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  minifyWhitespace: true,
  sourcemap: true,
  logLevel: 'warning',
});
