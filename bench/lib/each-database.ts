import { parseArgs } from 'node:util';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './operations-data';

// What the benchmarks on the seeded dataset share: their options (--databases, --operations,
// --samples, --pg) and the loop that makes each database anew, measures it and drops it.

export interface DatasetOptions {
  databases: string[];
  operations: number;
  samples: number;
  pg: string;
}

export function datasetOptions(argv: string[], pgDatabase: string): DatasetOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      databases: { type: 'string', default: 'sqlite,postgres' },
      operations: { type: 'string', default: '200000' },
      samples: { type: 'string', default: '50' },
      pg: { type: 'string', default: `postgres://postgres@127.0.0.1:5432/${pgDatabase}` },
    },
  });
  return {
    databases: values.databases.split(','),
    operations: Number(values.operations),
    samples: Number(values.samples),
    pg: values.pg,
  };
}

type Figures = Record<string, unknown>;

/** Measures each database of the options; one whose server does not answer is a failure. */
export async function onEachDatabase<M extends object = Figures>(
  options: DatasetOptions,
  measure: (database: BenchDatabase) => Promise<M>,
  overBudget: (kind: string, measured: M) => string[],
): Promise<{ figures: Figures; failures: string[] }> {
  const figures: Figures = {};
  const failures: string[] = [];
  for (const kind of options.databases) {
    const database = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(options.pg);
    if (!database) {
      failures.push(`${kind}: no database server, not measured`);
      continue;
    }
    try {
      const measured = await measure(database);
      console.log(kind, measured);
      figures[kind] = measured;
      failures.push(...overBudget(kind, measured));
    } finally {
      await database.drop();
    }
  }
  return { figures, failures };
}
