import type { AnalysisResult, AnalysisResultNode } from '../../contract/analysis';

// Reading an analysis answer in tests: find a line, its sums.

type Node = AnalysisResultNode;

export function findLine(nodes: readonly Node[], test: (node: Node) => boolean): Node | undefined {
  for (const node of nodes) {
    const found = test(node) ? node : findLine(node.children, test);
    if (found) return found;
  }
  return undefined;
}

/** The line of that group and id (null: the undefined category, a total). */
export function line(nodes: readonly Node[], group: string, id: number | null): Node {
  const found = findLine(nodes, (n) => n.group === group && n.groupValue.id === id);
  if (!found) throw new Error(`no ${group} line ${id}`);
  return found;
}

/** Each line's first cell's sum, by "GROUP id". */
export function firstSums(nodes: readonly Node[]): Record<string, number> {
  return Object.fromEntries(
    nodes.map((n) => [`${n.group} ${n.groupValue.id ?? n.groupValue.name}`, n.sums[0]!.sum]),
  );
}

export const detailsOf = (body: unknown) => (body as AnalysisResult).details;
