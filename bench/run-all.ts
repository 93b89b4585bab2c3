// npm run bench [-- --scale]: every benchmark in turn; exits 1 when one fails or misses its
// budget. --scale adds bench:scale over DATABASE_URL's PostgreSQL, seeded beforehand with the
// 10,000 households (see bench/scale.ts).
import { run as adminUsers } from './admin-users';
import { run as analysis } from './analysis';
import { run as booksImport } from './books-import';
import { run as bundleSize } from './bundle-size';
import { run as echeancesAutoSave } from './echeances-autosave';
import { run as forecastViews } from './forecast-views';
import { run as heavyReads } from './heavy-reads';
import { run as home } from './home';
import { run as importFile } from './import';
import { report, type BenchResult } from './lib/results';
import { reportSpeedTable, type SpeedRow } from './lib/speed-table';
import { run as metricsOverhead } from './metrics-overhead';
import { run as netWorth } from './net-worth';
import { run as operations } from './operations';
import { run as operationsListing } from './operations-listing';
import { run as operationsScreen } from './operations-screen';
import { run as parameterScreens } from './parameter-screens';
import { run as portability } from './portability';
import { run as scale } from './scale';
import { run as startup } from './startup';
import { run as survey } from './survey';
import { run as userEndpoint } from './user-endpoint';
import { run as leanRequest } from './lean-request';

const BENCHMARKS: [string, () => Promise<BenchResult>][] = [
  ['startup', startup],
  ['bundle-size', bundleSize],
  ['user-endpoint', () => userEndpoint([])],
  ['lean-request', () => leanRequest([])],
  ['metrics-overhead', metricsOverhead],
  ['parameter-screens', parameterScreens],
  ['operations', operations],
  ['operations-screen', operationsScreen],
  ['operations-listing', () => operationsListing()],
  ['survey', survey],
  ['echeances-autosave', echeancesAutoSave],
  ['forecast-views', () => forecastViews()],
  ['analysis', () => analysis()],
  ['heavy-reads', () => heavyReads([])],
  ['home', () => home()],
  ['import', () => importFile()],
  ['books-import', () => booksImport([])],
  ['portability', () => portability([])],
  ['net-worth', () => netWorth([])],
  ['admin-users', adminUsers],
];

if (process.argv.includes('--scale')) BENCHMARKS.push(['scale', () => scale([])]);

const summary: string[] = [];
const rows: SpeedRow[] = [];
for (const [name, run] of BENCHMARKS) {
  try {
    const result = await run();
    rows.push(...(result.rows ?? []));
    summary.push(`${name}: ${report(result) ? 'ok' : 'OVER BUDGET'}`);
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    summary.push(`${name}: FAILED`);
  }
}
reportSpeedTable(rows);
console.log(summary.join('\n'));
if (summary.some((line) => !line.endsWith(': ok'))) process.exitCode = 1;
