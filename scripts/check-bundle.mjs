// Checks the built client against its budget: the JavaScript loaded at start-up (the entry and
// the chunks index.html preloads) under 150 kB gzip, each lazily loaded chunk under 60 kB gzip,
// and no chart.js at start-up. Run after `vite build`; prints the sizes, exits 1 when over.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
// Kilobytes of 1000 bytes, as Vite reports them.
const INITIAL_BUDGET = 150_000;
const LAZY_BUDGET = 60_000;
/** A string constant of chart.js that survives minification. */
const CHART_JS_MARKER = '$chartjs';

const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
const initialFiles = new Set(
  [
    ...html.matchAll(
      /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
    ),
  ].map((match) => match[1]),
);
const chunks = fs
  .readdirSync(path.join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const code = fs.readFileSync(path.join(DIST, 'assets', file));
    return { file: `assets/${file}`, code: code.toString('utf8'), gzip: gzipSync(code).length };
  });

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const initial = chunks.filter((chunk) => initialFiles.has(chunk.file));
const lazy = chunks.filter((chunk) => !initialFiles.has(chunk.file));
const initialSize = initial.reduce((sum, chunk) => sum + chunk.gzip, 0);
const problems = [];

console.log(`initial: ${kb(initialSize)} gzip (budget ${kb(INITIAL_BUDGET)})`);
for (const chunk of initial) console.log(`  ${chunk.file} ${kb(chunk.gzip)}`);
if (initialSize > INITIAL_BUDGET) problems.push('the initial JavaScript is over budget');
if (initial.some((chunk) => chunk.code.includes(CHART_JS_MARKER))) {
  problems.push('chart.js is in the initial bundle');
}
console.log(`lazy chunks (budget ${kb(LAZY_BUDGET)} each):`);
for (const chunk of lazy.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${chunk.file} ${kb(chunk.gzip)}`);
  if (chunk.gzip > LAZY_BUDGET) problems.push(`${chunk.file} is over budget`);
}

for (const problem of problems) console.error(`bundle budget: ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
