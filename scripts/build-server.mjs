// Bundles the server's own code into dist-server/main.mjs (dependencies stay in node_modules), so
// production starts in plain node without compiling TypeScript at every start.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist-server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
