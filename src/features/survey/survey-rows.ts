import type { AnalysisNode } from '../../../contract/survey';

// The analysis tree as table rows (002 §9): lines down to the chosen depth (0 to 3); a group
// whose lines are shown at a level up to `totalsUpTo` gets a heading and a total line after them.

export type RowKind = 'line' | 'heading' | 'total';

export interface TreeRow<S> {
  key: string;
  node: AnalysisNode<S>;
  depth: number;
  kind: RowKind;
  /** The line's top group (credit or debit sign): tells a category's direction. */
  root: AnalysisNode<S>;
}

export interface RowOptions {
  maxDepth: number;
  totalsUpTo: number;
}

export function treeRows<S>(
  details: readonly AnalysisNode<S>[],
  options: RowOptions,
): TreeRow<S>[] {
  const rows: TreeRow<S>[] = [];
  const walk = (node: AnalysisNode<S>, depth: number, key: string, root: AnalysisNode<S>) => {
    if (node.lineTotal) {
      rows.push({ key, node, depth, kind: 'total', root });
      return;
    }
    const open = depth < options.maxDepth && node.children.length > 0;
    const withTotal = open && depth <= options.totalsUpTo;
    rows.push({ key, node, depth, kind: withTotal ? 'heading' : 'line', root });
    if (open) node.children.forEach((child, i) => walk(child, depth + 1, `${key}.${i}`, root));
    if (withTotal) rows.push({ key: `${key}.total`, node, depth, kind: 'total', root });
  };
  details.forEach((node, i) => walk(node, 0, String(i), node));
  return rows;
}
