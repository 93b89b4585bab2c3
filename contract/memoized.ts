/**
 * A schema factory that builds its schema once per arguments: zod schemas are immutable, so the
 * fields built from the same arguments share one. The contract's schemas (≈ 3,100) are all built
 * when it is imported — at every start of the server, when the SPA loads them — and its field
 * factories (texts, integers, amounts, dates) built about a fifth of them again and again.
 */
export function memoized<Args extends unknown[], Schema>(
  factory: (...args: Args) => Schema,
): (...args: Args) => Schema {
  const built = new Map<string, Schema>();
  return (...args) => {
    const key = JSON.stringify(args);
    let schema = built.get(key);
    if (schema === undefined) {
      schema = factory(...args);
      built.set(key, schema);
    }
    return schema;
  };
}
