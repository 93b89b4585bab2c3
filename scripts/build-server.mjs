// Bundles the server into dist-server/, so production starts in plain node without compiling
// TypeScript at every start:
// - server.cjs: the server, run by main.mjs (server/launcher/) with V8's code cache — which
//   node 20 only offers to classic scripts, hence CommonJS;
// - import.worker.mjs, heavy-reads.worker.mjs and long-writes.worker.mjs: the worker threads of
//   the import (big bank files read, big reports incorporated on SQLite), of the read pool (heavy
//   reads on SQLite, docs/decisions/heavy-reads.md) and of the long writes (whole books imported
//   from another application), ES modules beside it.
// Pure-JS dependencies are bundled too: node resolves, reads and links each file of a package on
// its own, and kysely, zod and express alone are hundreds of files (≈ 1 s of a start, see
// docs/decisions/fast-start.md). Native addons and the optional ones stay in node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

/**
 * pg asks at import whether it runs in a Cloudflare Worker by building a fetch Response, which
 * loads node's whole fetch implementation (≈ 8 % of a start's CPU, SQLite ones included). The
 * server always runs in node: the probe answers no without building anything.
 */
const pgInNode = {
  name: 'pg-in-node',
  setup(build) {
    build.onLoad({ filter: /[\\/]pg[\\/]lib[\\/]stream\.js$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const probe = 'function isCloudflareRuntime() {';
      if (!text.includes(probe)) throw new Error(`pg changed: no ${probe} in ${args.path}`);
      return { contents: text.replace(probe, `${probe}\n  return false;`), loader: 'js' };
    });
  },
};

const common = {
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['better-sqlite3', '@node-rs/argon2', 'pg-native'],
  minifyWhitespace: true,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [pgInNode],
};

await build({
  ...common,
  entryPoints: {
    'import.worker': 'server/features/import/import.worker.ts',
    'heavy-reads.worker': 'server/features/heavy-reads.worker.ts',
    'long-writes.worker': 'server/features/long-writes.worker.ts',
  },
  outExtension: { '.js': '.mjs' },
  // Chunks sit beside the entries: a chunk's import.meta.url finds the workers' entries beside it.
  chunkNames: '[name]-[hash]',
  splitting: true,
  format: 'esm',
  // CommonJS dependencies bundled into ES modules still call require() for node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

await build({
  ...common,
  entryPoints: { main: 'server/launcher/main.ts' },
  format: 'esm',
  outExtension: { '.js': '.mjs' },
});

/**
 * Regular expression literals keep their non-ASCII characters: one of them makes node read the
 * whole bundle as a two-byte string (decoding ≈ 30 ms instead of 5). Escaped, the bundle is ASCII.
 */
function asciiOnly(text) {
  return text.replace(/\\?[\u0080-\uffff]/g, (found) => {
    if (found.startsWith('\\'))
      throw new Error(`escaped non-ASCII character in the bundle: ${found}`);
    return `\\u${found.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

// The server: a CommonJS bundle, the integrations loaded at first use included (their code is
// compiled at first use only, and kept by the code cache). import.meta becomes the bundle's.
const server = await build({
  ...common,
  entryPoints: { server: 'server/main.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__bundleUrl', 'import.meta.dirname': '__dirname' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  write: false,
});
for (const output of server.outputFiles) {
  fs.writeFileSync(
    output.path,
    output.path.endsWith('.cjs') ? asciiOnly(output.text) : output.contents,
  );
}
