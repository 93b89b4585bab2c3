import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { mapBundleStackTraces } from './stack-traces';

// Node 20 compiles the whole server bundle at every start (≈ 450 ms of a 1 s start) and has no
// compile cache of its own (module.enableCompileCache() is Node 22). V8 can keep the code it made
// for a script, functions compiled while running included: the bundle is run as a CommonJS
// vm.Script whose code cache is written after a first run, beside the bundle (or in the system's
// temporary folder when that one is read-only), and handed back to V8 at the next starts.
// docs/decisions/fast-start.md.

const WRAPPER_PARAMETERS = '(function (exports, require, module, __filename, __dirname) {';
const CACHE_SUFFIX = '.v8cache';
/** Time after the start at which a long-running server keeps its code cache. */
const WRITE_AFTER_MS = 10_000;

export interface CodeCacheRun {
  /** Where the cache was read from, when V8 took it. */
  usedCache: string | null;
  /** Writes the cache if the start went without (missing or refused); done once. */
  writeCache(): void;
}

/**
 * The cache's name: the bundle's content and the V8 that compiled it. V8 itself checks only the
 * source's length, so a changed bundle must never find the old cache.
 */
export function cacheFileName(bundle: string, source: Buffer): string {
  const hash = crypto.createHash('sha1').update(source).digest('hex').slice(0, 20);
  const engine = `${process.versions.v8}-${process.arch}`;
  return `${path.basename(bundle)}.${hash}.${engine}${CACHE_SUFFIX}`;
}

/** Beside the bundle first; the temporary folder for installs the server cannot write in. */
export const cacheDirsOf = (bundle: string): string[] => [
  path.dirname(bundle),
  path.join(os.tmpdir(), 'pecule-code-cache'),
];

function readFirst(files: string[]): { file: string; data: Buffer } | null {
  for (const file of files) {
    try {
      return { file, data: fs.readFileSync(file) };
    } catch {
      // Not there (or not readable): the next place, then no cache.
    }
  }
  return null;
}

/** Written aside then renamed: a start running meanwhile reads the old cache or the whole new one. */
function writeAtomically(file: string, data: Buffer): void {
  const aside = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(aside, data);
    fs.renameSync(aside, file);
  } catch (error) {
    fs.rmSync(aside, { force: true });
    throw error;
  }
}

/** Caches of older bundles are of no use any more. */
function removeStaleCaches(dir: string, bundle: string, current: string): void {
  const prefix = `${path.basename(bundle)}.`;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith(CACHE_SUFFIX) && name !== current) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

function storeCache(script: vm.Script, dirs: string[], bundle: string, name: string): void {
  const data = script.createCachedData();
  for (const dir of dirs) {
    try {
      writeAtomically(path.join(dir, name), data);
      removeStaleCaches(dir, bundle, name);
      return;
    } catch {
      // Read-only or full: the next place; without any, starts just stay uncached.
    }
  }
}

/**
 * Runs a CommonJS bundle as node would, with V8's code cache when one of `dirs` holds a cache of
 * this very bundle. A missing, stale or refused cache only costs the compilation.
 */
export function runWithCodeCache(bundle: string, dirs = cacheDirsOf(bundle)): CodeCacheRun {
  const bytes = fs.readFileSync(bundle);
  const name = cacheFileName(bundle, bytes);
  const cached = readFirst(dirs.map((dir) => path.join(dir, name)));
  const script = new vm.Script(`${WRAPPER_PARAMETERS}${bytes.toString('utf8')}\n})`, {
    filename: bundle,
    // Stack traces give the bundle's own columns, its first line's included.
    columnOffset: -WRAPPER_PARAMETERS.length,
    ...(cached ? { cachedData: cached.data } : {}),
  });
  const usedCache = cached && !script.cachedDataRejected ? cached.file : null;
  let written = usedCache !== null;
  const writeCache = () => {
    if (written) return;
    written = true;
    storeCache(script, dirs, bundle, name);
  };
  const module = { exports: {} };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  return { usedCache, writeCache };
}

/**
 * The server's start. The cache is written at the first clean exit (not after a failed start,
 * which compiled little), or after a while for a server that runs on.
 */
export function launch(bundle: string): void {
  mapBundleStackTraces(bundle);
  const run = runWithCodeCache(bundle);
  process.once('exit', (code) => {
    if (code === 0) run.writeCache();
  });
  setTimeout(run.writeCache, WRITE_AFTER_MS).unref();
}
