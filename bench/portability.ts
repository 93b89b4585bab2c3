// All of one's data out and back in: the benchmark user of `npm run db:seed -- --users 1
// --accounts 20 --operations 200000 --years 20 --plans 100` downloads the export document through
// GET /api/portability/export, then a new user imports it through POST /api/portability/import,
// on an in-process server. Budget: each under 10 s on SQLite.
// tsx bench/portability.ts [--databases sqlite,postgres] [--operations N] [--pg postgres://…/bench_portability]
import os from 'node:os';
import { ProfileName, Role } from '../contract/access';
import { openDatabase } from '../server/db/database';
import { createUser } from '../server/features/users/users.service';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import { PERSON, seed, type BenchDatabase } from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';
import { serveInProcess } from './lib/serve-in-process';
import { signIn } from './lib/sign-in';

const BUDGET_MS = 10_000;
const NEWCOMER = { login: 'bench-newcomer', password: 'bench1234' };

const xsrfOf = (cookie: string) => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');

/**
 * Wall time, and the CPU time of this process (server, SQLite worker and client together): on a
 * shared, loaded machine the CPU time tells what the work costs when it has a core to itself.
 */
async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  const cpuMs = Math.round((used.user + used.system) / 1000);
  return { ms: Math.round(performance.now() - started), cpuMs, value };
}

async function measure(database: BenchDatabase, operations: number) {
  const seeded = await timed(() => seed(database.url, operations));
  const db = openDatabase(database.url);
  const server = await serveInProcess(db);
  try {
    await createUser(db.kysely, {
      ...NEWCOMER,
      profileName: ProfileName.user,
      roles: [Role.user],
      active: true,
    });
    const owner = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    const exported = await timed(async () => {
      const response = await fetch(`${server.baseUrl}/api/portability/export`, {
        headers: { cookie: owner, 'accept-encoding': 'identity' },
      });
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    const newcomer = await signIn(server.baseUrl, NEWCOMER.login, NEWCOMER.password);
    const imported = await timed(async () => {
      const form = new FormData();
      form.append('file', new Blob([exported.value], { type: 'application/json' }), 'export.json');
      const response = await fetch(`${server.baseUrl}/api/portability/import`, {
        method: 'POST',
        headers: { cookie: newcomer, 'x-xsrf-token': xsrfOf(newcomer) },
        body: form,
      });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`import answered ${response.status}: ${body}`);
      return JSON.parse(body) as { operations: number };
    });
    return {
      seedMs: seeded.ms,
      exportMs: exported.ms,
      exportCpuMs: exported.cpuMs,
      megabytes: Math.round(exported.value.length / 1e5) / 10,
      importMs: imported.ms,
      importCpuMs: imported.cpuMs,
      importedOperations: imported.value.operations,
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    };
  } finally {
    server.close();
    await db.close();
  }
}

export async function run(argv = process.argv.slice(2)): Promise<BenchResult> {
  const options = datasetOptions(argv, 'bench_portability');
  const { figures, failures } = await onEachDatabase(
    options,
    (database) => measure(database, options.operations),
    (kind, measured) => {
      const out: string[] = [];
      if (measured.importedOperations !== options.operations) out.push(`${kind}: operations lost`);
      if (kind !== 'sqlite') return out;
      for (const key of ['exportMs', 'importMs'] as const) {
        const ms = measured[key] as number;
        if (ms > BUDGET_MS) out.push(`${kind}: ${key} ${ms} ms > ${BUDGET_MS} ms`);
      }
      return out;
    },
  );
  return { name: 'portability', figures, failures };
}

await runIfMain(import.meta.url, () => run());
