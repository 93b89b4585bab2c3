// Adds up the suites of scripts/test-all.sh: vitest tests, Playwright tests and the checks
// (typecheck, lint, build, chromium), and prints "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results/summary';
let passed = 0;
let failed = 0;
let skipped = 0;

const readJson = (file) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;

const vitest = readJson(path.join(dir, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests;
  failed +=
    vitest.numFailedTests + (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0 ? 1 : 0);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  const exitFile = path.join(dir, 'vitest.exit');
  const exitCode = fs.existsSync(exitFile) ? fs.readFileSync(exitFile, 'utf8').trim() : '0';
  if (exitCode !== '0' && vitest.numFailedTests === 0 && vitest.numFailedTestSuites === 0) {
    console.log(`vitest ended with code ${exitCode}: errors outside the tests (see its output)`);
    failed += 1;
  }
} else {
  console.log('vitest produced no report');
  failed += 1;
}

const e2e = readJson('test-results/e2e.json');
if (e2e?.stats) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  if (e2e.errors?.length) failed += 1;
} else {
  console.log('end-to-end tests produced no report');
  failed += 1;
}

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.check'))) {
  const ok = fs.readFileSync(path.join(dir, file), 'utf8').trim() === 'ok';
  if (ok) passed += 1;
  else {
    failed += 1;
    console.log(`check failed: ${file.replace(/\.check$/, '')}`);
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
