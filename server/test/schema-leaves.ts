import type { z } from 'zod';

// The leaves of a contract schema where a client's text or number comes in, found by walking
// zod's definitions: a string (perhaps piped into a transform) or a number (perhaps coerced).

export interface Leaf {
  path: string;
  kind: 'text' | 'number';
  schema: z.ZodType;
}

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

const WRAPPERS = [
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
];

/** What a schema takes in: the innermost input of its pipes and wrappers. */
function inputType(schema: unknown): string {
  const def = defOf(schema);
  if (def.type === 'pipe') return inputType(def.in);
  if (WRAPPERS.includes(def.type)) return inputType(def.innerType);
  return def.type;
}

/** A string, or a list of them given as one text or repeated keys ("1,2" or ?a=1&a=2). */
function takesText(schema: unknown): boolean {
  const def = defOf(schema);
  const type = inputType(schema);
  if (type === 'string') return true;
  if (def.type === 'pipe') return takesText(def.in);
  if (WRAPPERS.includes(def.type)) return takesText(def.innerType);
  if (type === 'union') return (def.options as unknown[]).every(takesText);
  if (type === 'array') return takesText(def.element);
  return false;
}

export function leavesOf(schema: z.ZodType, path = '', seen = new Set<unknown>()): Leaf[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => leavesOf(inner as z.ZodType, at, seen);
  const input = inputType(schema);
  if (takesText(schema)) return [{ path, kind: 'text', schema }];
  if (input === 'number') return [{ path, kind: 'number', schema }];
  if (def.type === 'pipe') return walk(def.in);
  if (WRAPPERS.includes(def.type)) return walk(def.innerType);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) =>
        walk(inner, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) => walk(item, `${path}[${i}]`));
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return [];
  }
}
