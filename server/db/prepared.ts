import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './database';
import { nameStatement } from './named-statements';

const PLACEHOLDER = '\u0000arg';

interface Template {
  compiled: CompiledQuery;
  /** For each compiled parameter, the argument index it takes, or -1 for a fixed value. */
  slots: number[];
}

/**
 * A query compiled once per database and then run with new arguments. Building and compiling
 * with Kysely costs several times what SQLite spends answering a lookup by key, so the queries
 * every request runs (session, principal) use this. `build` must use each argument only as a
 * value (never to choose the shape of the query).
 */
export function prepared<A extends unknown[], R>(
  build: (db: Executor, ...args: A) => Compilable<R>,
) {
  const templates = new WeakMap<Executor, Template>();

  function templateFor(db: Executor, arity: number): Template {
    let template = templates.get(db);
    if (!template) {
      const placeholders = Array.from({ length: arity }, (_, i) => `${PLACEHOLDER}${i}`);
      const compiled = build(db, ...(placeholders as A)).compile();
      const slots = compiled.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(PLACEHOLDER)
          ? Number(p.slice(PLACEHOLDER.length))
          : -1,
      );
      template = { compiled, slots };
      nameStatement(compiled.sql);
      templates.set(db, template);
    }
    return template;
  }

  return async function execute(db: Executor, ...args: A): Promise<R[]> {
    const { compiled, slots } = templateFor(db, args.length);
    const parameters = slots.map((slot, i) => (slot < 0 ? compiled.parameters[i] : args[slot]));
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}
