import { z } from 'zod';
import { encodePassword } from '../../contract/auth';
import type { Random } from './hostile-values';

// Plausible inputs read off a route's contract schema (as JSON Schema), so that a hostile value
// put into one field reaches past the first check instead of failing on a missing neighbour.

type JsonSchema = { [key: string]: unknown };

const PATTERN_SAMPLES = ['2026-03-15', '2026-03', '2026', '75001', '1', 'CREDIT', 'DEBIT', 'x'];

/** What a field holds, told by its name when its schema does not tell (refinements). */
const TEXT_BY_NAME: [RegExp, () => string][] = [
  [/date$/i, () => '2026-03-15'],
  [/month$/i, () => '2026-03'],
  [/^operationType$/, () => 'SIMPLE'],
  [/password/i, () => encodePassword('Secret123')],
  [/^(login|username)$/i, () => `fuzz${Math.floor(Math.random() * 1e9)}`],
  [/mail/i, () => 'someone@example.org'],
  [/zip/i, () => '75001'],
  [/^(language|lang)$/i, () => 'fr'],
  [/url$/i, () => 'https://example.org/'],
  [/^(with|by|only|is|show|force|credit$|debit$|transfer$|pointed$)/, () => 'true'],
  [/^(mainAccount|accounts?|payee|category|tag|budget)$/, () => '1'],
];

/** The persona's row ids by kind ("account", "importedoperation"), keyed as fieldKind reads them. */
export type IdsByKind = Record<string, number>;

const ALIASES: Record<string, string> = { parent: 'category', toaccount: 'account', idcgu: 'cgu' };

/** The kind of row a field names: accountId, idEcheance, toAccount → account, echeance. */
export function fieldKind(name: string): string {
  const bare = name.toLowerCase().replace(/^id(?=[a-z])|ids?$/g, '');
  return ALIASES[bare] ?? bare;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

export class Plausible {
  constructor(
    private readonly random: Random,
    private readonly ids: IdsByKind,
    private readonly root: JsonSchema,
  ) {}

  valueOf(schema: JsonSchema = this.root, name = '', depth = 0): unknown {
    const resolved = this.resolve(schema);
    const choices = (resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined;
    if (choices?.length) return this.valueOf(this.random.pick(choices), name, depth);
    if ('const' in resolved) return resolved.const;
    if (Array.isArray(resolved.enum)) return this.random.pick(resolved.enum);
    if ('default' in resolved && this.random.chance(0.3)) return resolved.default;
    const type = Array.isArray(resolved.type) ? this.random.pick(resolved.type) : resolved.type;
    return this.ofType(type as string | undefined, resolved, name, depth);
  }

  private ofType(type: string | undefined, schema: JsonSchema, name: string, depth: number) {
    switch (type) {
      case 'object':
        return depth > 4 ? {} : this.objectOf(schema, depth);
      case 'array':
        return depth > 4 || !schema.items
          ? []
          : [this.valueOf(schema.items as JsonSchema, name, depth + 1)];
      case 'string':
        return this.stringOf(schema, name);
      case 'integer':
        return this.integerOf(schema, name);
      case 'number':
        return 1250;
      case 'boolean':
        return this.random.chance(0.5);
      case 'null':
        return null;
      default:
        return this.random.pick(['x', 1, true]);
    }
  }

  private objectOf(schema: JsonSchema, depth: number) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    const entries = Object.entries(properties)
      .filter(([key]) => required.has(key) || this.random.chance(0.7))
      .map(([key, property]) => [key, this.valueOf(property, key, depth + 1)]);
    return Object.fromEntries(entries);
  }

  private stringOf(schema: JsonSchema, name: string): string {
    const byName = TEXT_BY_NAME.find(([pattern]) => pattern.test(name));
    if (byName && !schema.pattern)
      return byName[0].source.includes('mainAccount') ? String(this.ids.account) : byName[1]();
    if (schema.format === 'date') return '2026-03-15';
    if (schema.format === 'date-time') return '2026-03-15T10:00:00.000Z';
    if (schema.format === 'email') return 'someone@example.org';
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const candidates = [String(this.idFor(name) ?? 1), ...PATTERN_SAMPLES];
      return candidates.find((candidate) => pattern.test(candidate)) ?? '1';
    }
    return this.random.pick(['Nom', 'Loyer 2026', '1', '12,50', 'true']);
  }

  private integerOf(schema: JsonSchema, name: string): number {
    const id = this.idFor(name);
    if (id !== undefined && this.random.chance(0.85)) return id;
    const min = typeof schema.minimum === 'number' ? schema.minimum : -1;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 5000;
    return Math.min(max, Math.max(min, this.random.pick([1, -1, 2, 100, -2500, 0])));
  }

  /** An id of the persona's rows fit for that field, or any of them for an unknown kind. */
  idFor(name: string): number | undefined {
    if (!/^id[A-Z]|Ids?$/.test(name)) return undefined;
    return this.ids[fieldKind(name)] ?? this.random.pick(Object.values(this.ids));
  }

  private resolve(schema: JsonSchema): JsonSchema {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const path = ref.replace(/^#\/?/, '').split('/').filter(Boolean);
    const target = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      this.root,
    );
    return (target as JsonSchema | undefined) ?? {};
  }
}

type Path = (string | number)[];

/** Every place in a JSON value a field could be: the root, each property, each item. */
export function placesIn(value: unknown, path: Path = []): Path[] {
  const places: Path[] = [path];
  if (Array.isArray(value))
    value.forEach((item, i) => places.push(...placesIn(item, [...path, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) places.push(...placesIn(item, [...path, key]));
  return places;
}

/** The value at `path` (undefined when there is none). */
export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/** A copy of `value` with `replacement` at `path` (the root when the path is empty). */
export function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}
