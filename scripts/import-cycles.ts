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
