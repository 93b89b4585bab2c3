// What metrics add to each request and each statement, measured in-process on the recorders the
// middleware and Kysely's log call (autocannon on GET /api/user is too noisy on a shared machine
// to see a few microseconds). Budget: at most 5 µs per request and 2 µs per statement.
import { EventEmitter } from 'node:events';
import { CompiledQuery } from 'kysely';
import { recordRequest } from '../server/metrics/http-metrics';
import { statementLogger } from '../server/db/statement-metrics';
import { runIfMain, type BenchResult } from './lib/results';

const CALLS = 500_000;
const REQUEST_BUDGET_US = 5;
const STATEMENT_BUDGET_US = 2;
const ROUTES = Array.from({ length: 50 }, (_, i) => `/api/route${i}/:id`);

function microsecondsPerCall(call: (i: number) => void): number {
  for (let i = 0; i < CALLS / 10; i += 1) call(i);
  const started = performance.now();
  for (let i = 0; i < CALLS; i += 1) call(i);
  return ((performance.now() - started) * 1000) / CALLS;
}

/** The middleware's work: a listener on the answer's finish, then the counter and histogram. */
function requestCall(i: number): void {
  const res = new EventEmitter();
  const started = performance.now();
  res.on('finish', () => {
    recordRequest('GET', ROUTES[i % ROUTES.length]!, 200, (performance.now() - started) / 1000);
  });
  res.emit('finish');
}

/** The same without metrics: the emitter stands for the response, which exists anyway. */
function bareCall(): void {
  new EventEmitter().emit('finish');
}

const logStatement = statementLogger('sqlite');
const select = CompiledQuery.raw('select 1');
const statementCall = () =>
  logStatement({ level: 'query', query: select, queryDurationMillis: 0.2 });

export async function run(): Promise<BenchResult> {
  const requestUs = microsecondsPerCall(requestCall) - microsecondsPerCall(bareCall);
  const statementUs = microsecondsPerCall(statementCall);
  console.log(
    `metrics per request ${requestUs.toFixed(2)} µs, per statement ${statementUs.toFixed(2)} µs`,
  );
  const failures: string[] = [];
  if (requestUs > REQUEST_BUDGET_US) failures.push(`${requestUs} µs per request`);
  if (statementUs > STATEMENT_BUDGET_US) failures.push(`${statementUs} µs per statement`);
  return { name: 'metrics-overhead', figures: { requestUs, statementUs }, failures };
}

await runIfMain(import.meta.url, run);
