// Gzipped weight of the built front end (run `npm run build` first): the JavaScript a first visit
// loads (entry, modulepreloads and their static imports) and each lazily loaded chunk.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  assessBundle,
  containsChartJs,
  INITIAL_BUDGET_KB,
  initialScripts,
  kb,
  LAZY_CHUNK_BUDGET_KB,
  ON_DEMAND_CHUNK_BUDGET_KB,
  staticImports,
  type Chunk,
} from './lib/bundle';
import { ROOT, runIfMain, type BenchResult } from './lib/results';
import { atMost } from './lib/speed-table';

const DIST = path.join(ROOT, 'dist');
const ASSETS = path.join(DIST, 'assets');

const gzipBytes = (file: string): number => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The initial scripts and, transitively, every chunk they import statically. */
function initialChunks(html: string): Set<string> {
  const pending = initialScripts(html).map((src) => path.basename(src));
  const seen = new Set<string>();
  while (pending.length > 0 && seen.size < 1_000) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(fs.readFileSync(path.join(ASSETS, file), 'utf8')));
  }
  return seen;
}

export async function run(): Promise<BenchResult> {
  const indexHtml = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexHtml))
    throw new Error('dist/index.html is missing: run `npm run build` first.');
  const initialFiles = initialChunks(fs.readFileSync(indexHtml, 'utf8'));
  const measure = (file: string): Chunk => ({
    file,
    gzipBytes: gzipBytes(path.join(ASSETS, file)),
    chartJs: containsChartJs(fs.readFileSync(path.join(ASSETS, file), 'utf8')),
  });
  const scripts = fs
    .readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .sort();
  const report = assessBundle(
    scripts.filter((f) => initialFiles.has(f)).map(measure),
    scripts.filter((f) => !initialFiles.has(f)).map(measure),
  );
  console.log(`Bundle size (gzip)`);
  console.log(`  initial JS: ${report.initialKb} KB (budget ${INITIAL_BUDGET_KB} KB)`);
  for (const c of report.initial) console.log(`    ${c.file}: ${kb(c.gzipBytes)} KB`);
  console.log(
    `  lazy chunks (budget ${LAZY_CHUNK_BUDGET_KB} KB each, ${ON_DEMAND_CHUNK_BUDGET_KB} KB for a library loaded on an export click):`,
  );
  for (const c of report.lazy) console.log(`    ${c.file}: ${kb(c.gzipBytes)} KB`);
  const chartJsAtStart = [...initialFiles].some((f) =>
    containsChartJs(fs.readFileSync(path.join(ASSETS, f), 'utf8')),
  );
  if (chartJsAtStart) report.failures.push('chart.js is in the initial JavaScript');
  const { failures, ...figures } = report;
  const rows = [atMost('initial JS, gzip', undefined, report.initialKb, INITIAL_BUDGET_KB, 'KB')];
  return { name: 'bundle-size', figures, failures, rows };
}

await runIfMain(import.meta.url, run);
