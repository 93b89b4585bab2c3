// Bundles the server's own code into dist-server/main.mjs (dependencies stay in node_modules), so
// production starts in plain node without compiling TypeScript at every start. The import's worker
// thread (big bank files read, big reports incorporated on SQLite) is its own entry, beside it.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'import.worker': 'server/features/import/import.worker.ts',
  },
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
