// Prints the ten slowest test files of the last `npm test` (vitest and Playwright), so that the
// test command's time is watched where it goes.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/summary';
const readJson = (file) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;

const vitestFiles = (report) =>
  (report?.testResults ?? []).map((file) => ({
    name: path.relative(process.cwd(), file.name),
    ms: file.endTime - file.startTime,
  }));

const specDurations = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) => test.results.map((result) => result.duration)),
  ),
  ...(suite.suites ?? []).flatMap(specDurations),
];

const playwrightFiles = (report) =>
  (report?.suites ?? []).map((suite) => ({
    name: `e2e/${suite.file}`,
    ms: specDurations(suite).reduce((sum, ms) => sum + ms, 0),
  }));

const slowest = [
  ...vitestFiles(readJson(path.join(dir, 'vitest.json'))),
  ...playwrightFiles(readJson('test-results/e2e.json')),
]
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);

console.log('=== the ten slowest test files');
for (const { name, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
