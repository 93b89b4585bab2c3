import type { AnalysisResultNode } from '../../../contract/analysis';
import { sortBy, type SortOrder } from './analysis-values';

// The analysis tree as table rows (002 §9): depth 0 to 3, total lines under the groups of the
// top levels, siblings sorted by the chosen column.

export const MAX_TREE_DEPTH = 3;

export interface AnalysisRow {
  key: string;
  node: AnalysisResultNode;
  depth: number;
  /** A total line closes the group opened above it. */
  total: boolean;
}

/** Siblings ordered by the column; total lines stay last. */
export function sortTree(
  nodes: readonly AnalysisResultNode[],
  value: (node: AnalysisResultNode) => string | number,
  order: SortOrder | null,
): AnalysisResultNode[] {
  if (!order) return [...nodes];
  const lines = nodes.filter((node) => !node.lineTotal);
  const totals = nodes.filter((node) => node.lineTotal);
  return [
    ...sortBy(lines, value, order.ascending).map((node) => ({
      ...node,
      children: sortTree(node.children, value, order),
    })),
    ...totals,
  ];
}

/** Lines down to `maxDepth`; a group opened at a level up to `totalsUpTo` ends with its total. */
export function analysisRows(
  details: readonly AnalysisResultNode[],
  maxDepth: number,
  totalsUpTo: number,
): AnalysisRow[] {
  const rows: AnalysisRow[] = [];
  const walk = (node: AnalysisResultNode, depth: number, key: string) => {
    rows.push({ key, node, depth, total: Boolean(node.lineTotal) });
    const open = depth < maxDepth && node.children.length > 0 && !node.lineTotal;
    if (!open) return;
    node.children.forEach((child, i) => walk(child, depth + 1, `${key}.${i}`));
    if (depth < totalsUpTo) rows.push({ key: `${key}.total`, node, depth, total: true });
  };
  details.forEach((node, i) => walk(node, 0, String(i)));
  return rows;
}
