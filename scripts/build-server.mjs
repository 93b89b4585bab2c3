// Bundles the server's own code into dist-server/main.mjs (dependencies stay in node_modules), so
// production starts in plain node without compiling TypeScript at every start. The worker thread
// that reads big bank files is its own entry, beside it.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'import-read.worker': 'server/features/import/import-read.worker.ts',
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
