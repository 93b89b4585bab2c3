import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cacheFileName, runWithCodeCache } from './code-cache';

let dir: string;
let bundle: string;
const ran = globalThis as { launcherTest?: unknown };

/** A CommonJS bundle that reports what node's module wrapper gave it. */
const writeBundle = (marker: string) =>
  fs.writeFileSync(
    bundle,
    `globalThis.launcherTest = { marker: ${JSON.stringify(marker)}, dirname: __dirname,
      filename: __filename, join: typeof require('node:path').join, exports: module.exports === exports };
    function notRunAtStart() { return [1, 2, 3].map((n) => n * 2); }`,
  );

const cachesIn = (folder: string) =>
  fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.v8cache')) : [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-launcher-'));
  bundle = path.join(dir, 'server.cjs');
  writeBundle('first');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  delete ran.launcherTest;
});

it('runs the bundle as node runs a CommonJS file', () => {
  runWithCodeCache(bundle, [dir]);
  expect(ran.launcherTest).toEqual({
    marker: 'first',
    dirname: dir,
    filename: bundle,
    join: 'function',
    exports: true,
  });
});

it('starts without a cache, writes it once, and the next start uses it', () => {
  const first = runWithCodeCache(bundle, [dir]);
  expect(first.usedCache).toBeNull();
  first.writeCache();
  first.writeCache();
  expect(cachesIn(dir)).toEqual([cacheFileName(bundle, fs.readFileSync(bundle))]);

  const second = runWithCodeCache(bundle, [dir]);
  expect(second.usedCache).toBe(path.join(dir, cachesIn(dir)[0]!));
  second.writeCache();
  expect(cachesIn(dir)).toHaveLength(1);
});

it('never uses the cache of another bundle, and removes it once the new one is written', () => {
  runWithCodeCache(bundle, [dir]).writeCache();
  const old = cachesIn(dir);
  writeBundle('other');

  const run = runWithCodeCache(bundle, [dir]);
  expect(run.usedCache).toBeNull();
  expect((ran.launcherTest as { marker: string }).marker).toBe('other');
  run.writeCache();
  expect(cachesIn(dir)).toHaveLength(1);
  expect(cachesIn(dir)).not.toEqual(old);
});

it('runs without the cache V8 refuses, then replaces it', () => {
  const name = cacheFileName(bundle, fs.readFileSync(bundle));
  fs.writeFileSync(path.join(dir, name), 'not a code cache');

  const run = runWithCodeCache(bundle, [dir]);
  expect(run.usedCache).toBeNull();
  expect((ran.launcherTest as { marker: string }).marker).toBe('first');
  run.writeCache();
  expect(runWithCodeCache(bundle, [dir]).usedCache).toBe(path.join(dir, name));
});

it('writes in the next place when the first cannot be written, and reads it from there', () => {
  const unwritable = path.join(bundle, 'not-a-folder');
  const fallback = path.join(dir, 'tmp-cache');

  runWithCodeCache(bundle, [unwritable, fallback]).writeCache();
  expect(cachesIn(fallback)).toHaveLength(1);
  expect(runWithCodeCache(bundle, [unwritable, fallback]).usedCache).toContain(fallback);
});

it('keeps quiet when no place can be written', () => {
  const run = runWithCodeCache(bundle, [path.join(bundle, 'a'), path.join(bundle, 'b')]);
  expect(() => run.writeCache()).not.toThrow();
});
