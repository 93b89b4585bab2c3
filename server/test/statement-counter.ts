import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Db } from '../db/database';

// Counts the statements a database runs, with their SQL, for the statement budgets' test: a
// plugin sees each query compiled (its SQL is kept by query id) and each one answered (counted).
// A query compiled once and run again (server/db/prepared.ts) keeps its query id, so it is
// counted at every run; SQL written by hand (bulk-insert.ts) is counted without its text. BEGIN
// and COMMIT do not go through plugins and are not counted.

export interface StatementCounter {
  /** The same database, every statement counted. */
  db: Db;
  /** The SQL of the statements run since the last reset, in the order they were answered. */
  readonly statements: readonly string[];
  reset(): void;
}

class CountingPlugin implements KyselyPlugin {
  readonly statements: string[] = [];
  private readonly sqlOf = new WeakMap<QueryId, string>();

  constructor(private readonly compile: (node: RootOperationNode, id: QueryId) => string) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.sqlOf.set(queryId, this.compile(node, queryId));
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements.push(
      this.sqlOf.get(queryId) ??
        '(SQL written outside the query builder, as server/db/bulk-insert.ts does)',
    );
    return result;
  }
}

export function countStatements(db: Db): StatementCounter {
  const executor = db.kysely.getExecutor();
  const plugin = new CountingPlugin((node, id) => executor.compileQuery(node, id).sql);
  return {
    db: { ...db, kysely: db.kysely.withPlugin(plugin) },
    get statements() {
      return plugin.statements;
    },
    reset: () => {
      plugin.statements.length = 0;
    },
  };
}
