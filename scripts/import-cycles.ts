import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Every source file below the folders, skipping dependencies and build output. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
      return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
    });
  return folders
    .map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f))
    .flatMap(walk);
}

function resolve(from: string, specifier: string, known: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c));
}

/** Relative imports of each file, type-only ones included: a type cycle is still a tangle. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((m) => resolve(file, (m[1] ?? m[2] ?? m[3])!, known))
        .filter((t): t is string => t !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected groups of more than one file (Tarjan), each one import cycle or more. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const FEATURE = /^(server|src)\/features\/([^/]+)\//;
const TEST = /\.test\.tsx?$/;

/**
 * The feature a file belongs to (`server accounts`, `src bi`), none outside the feature folders.
 * Test files belong to none: a test may set up data through any feature.
 */
export function featureOf(root: string, file: string): string | undefined {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const match = FEATURE.exec(relative);
  return match && !TEST.test(relative) ? `${match[1]} ${match[2]}` : undefined;
}

/** The file graph collapsed into features, each edge with the file imports that make it. */
export function featureGraph(
  graph: Map<string, string[]>,
  feature: (file: string) => string | undefined,
): { graph: Map<string, string[]>; imports: Map<string, string[]> } {
  const features = new Map<string, Set<string>>();
  const imports = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = feature(file);
    if (from === undefined) continue;
    if (!features.has(from)) features.set(from, new Set());
    for (const target of targets) {
      const to = feature(target);
      if (to === undefined || to === from) continue;
      features.get(from)!.add(to);
      const edge = `${from} → ${to}`;
      imports.set(edge, [...(imports.get(edge) ?? []), `${file} → ${target}`]);
    }
  }
  return { graph: new Map([...features].map(([f, to]) => [f, [...to]])), imports };
}

/**
 * The lines that explain a feature cycle: each pair of features that import each other, then
 * every import between the cycle's features, so that the one to drop can be picked.
 */
export function describeFeatureCycle(cycle: string[], imports: Map<string, string[]>): string[] {
  const inside = [...imports].filter(([edge]) =>
    edge.split(' → ').every((feature) => cycle.includes(feature)),
  );
  const mutual = inside
    .map(([edge]) => edge.split(' → '))
    .filter(([from, to]) => from! < to! && imports.has(`${to} → ${from}`))
    .map(([from, to]) => `  ${from} ↔ ${to}`);
  return [
    `Feature cycle: ${cycle.join(', ')}`,
    ...(mutual.length > 0 ? [' importing each other:', ...mutual] : []),
    ' through:',
    ...inside.flatMap(([, links]) => links.map((link) => `  ${link}`)),
  ];
}
