import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';

// The launcher run in a node of its own, as `npm start` runs it (--enable-source-maps), on a
// bundle whose source throws at a known line.

let dir: string;
let bundle: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-stack-'));
  const source = path.join(dir, 'fails.ts');
  fs.writeFileSync(
    source,
    [
      'function failsHere(n: number): number {',
      "  throw new Error('boom ' + n);",
      '}',
      'failsHere(1);',
    ].join('\n'),
  );
  bundle = path.join(dir, 'server.cjs');
  buildSync({
    entryPoints: [source],
    outfile: bundle,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    sourcemap: true,
    minifyWhitespace: true,
  });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const launch = (flags: string[]) => {
  const launcher = path.resolve(import.meta.dirname, 'code-cache.ts');
  const script = `import(${JSON.stringify(launcher)}).then((m) => m.launch(${JSON.stringify(bundle)}))`;
  return spawnSync(process.execPath, [...flags, '--import', 'tsx', '-e', script], {
    encoding: 'utf8',
  }).stderr;
};

it('names the source of the bundle’s frames with --enable-source-maps', () => {
  const stderr = launch(['--enable-source-maps']);
  expect(stderr).toContain('Error: boom 1');
  expect(stderr).toContain(`at failsHere (${path.join(dir, 'fails.ts')}:2:9)`);
});
