import type { AnalysisResultNode, RowDimension } from '../../../contract/analysis';
import type { CategoryDto } from '../../../contract/categories';
import type { Cents } from '../../../contract/money';
import type { AnalysisFact } from './analysis-sums.service';
import { cellsOf, type Columns, type LineFigures } from './analysis-columns';
import { groupsOf } from './analysis-dimensions';
import { partition, type DimensionContext, type Group, type Scope } from './analysis-groups';

// Arranges the facts into the analysis tree (002 §3): lines per grouping from the outside in,
// each line's cells from its facts; PARENT_CATEGORY rolls amounts up the category tree.

export interface TreeContext extends DimensionContext {
  columns: Columns;
  accumulate: boolean;
  /** Accumulate: each account's filtered sums before the period. */
  openingOf: Map<number, Cents>;
  /** Accumulate: each account's operations up to the day before the period, then each end. */
  totalsAt: Map<number, Cents[]>;
}

function figuresOf(ctx: TreeContext, facts: readonly AnalysisFact[], scope: Scope): LineFigures {
  const sums = new Array<number>(ctx.columns.count).fill(0);
  for (const fact of facts) {
    const index = ctx.columns.indexOf(fact.key);
    if (index >= 0) sums[index]! += fact.total;
  }
  if (!scope.scoped || !ctx.accumulate) return { sums, opening: null, balances: null };
  const { accounts } = scope;
  const opening = accounts.reduce(
    (sum, a) => sum + a.initialBalance + (ctx.openingOf.get(a.id) ?? 0),
    0,
  );
  const balances = Array.from({ length: ctx.columns.count + 1 }, (_, i) =>
    accounts.reduce((sum, a) => sum + a.initialBalance + (ctx.totalsAt.get(a.id)?.[i] ?? 0), 0),
  );
  return { sums, opening, balances };
}

export function lineOf(
  ctx: TreeContext,
  group: Omit<Group, 'facts'>,
  facts: readonly AnalysisFact[],
  children: AnalysisResultNode[],
): AnalysisResultNode {
  const node: AnalysisResultNode = {
    group: group.group,
    groupValue: group.groupValue,
    sums: cellsOf(ctx.columns, figuresOf(ctx, facts, group.scope), ctx.accumulate),
    children,
  };
  if (group.group === 'TOTAL') node.lineTotal = true;
  if (group.currency) node.currency = group.currency;
  return node;
}

function categoryTree(ctx: TreeContext, facts: AnalysisFact[], scope: Scope) {
  const own = partition(facts, (fact) => fact.categoryId);
  const nodeOf = (dto: CategoryDto, group: string): [AnalysisResultNode, AnalysisFact[]] | null => {
    const below = dto.children
      .map((child) => nodeOf(child, 'CATEGORY'))
      .filter((entry) => entry !== null);
    const all = [...(own.get(dto.categoryId) ?? []), ...below.flatMap(([, f]) => f)];
    if (all.length === 0) return null;
    const value = { id: dto.categoryId, name: dto.name, level: dto.level };
    const line = lineOf(
      ctx,
      { group, groupValue: value, scope },
      all,
      below.map(([n]) => n),
    );
    return [line, all];
  };
  const lines = ctx.catalogue.roots
    .map((dto) => nodeOf(dto, 'PARENT_CATEGORY'))
    .filter((entry) => entry !== null)
    .map(([line]) => line);
  const undefinedFacts = own.get(null);
  if (undefinedFacts) {
    const value = { id: null, name: null };
    lines.push(lineOf(ctx, { group: 'CATEGORY', groupValue: value, scope }, undefinedFacts, []));
  }
  return lines;
}

/** The lines of `facts` grouped by `dimensions` under a line of `scope`. */
export function buildLines(
  ctx: TreeContext,
  facts: AnalysisFact[],
  dimensions: readonly RowDimension[],
  scope: Scope,
): AnalysisResultNode[] {
  const [dimension, ...rest] = dimensions;
  if (!dimension) return [];
  if (dimension === 'PARENT_CATEGORY') return categoryTree(ctx, facts, { ...scope, scoped: false });
  return groupsOf(dimension, facts, scope, ctx).map((group) =>
    lineOf(ctx, group, group.facts, buildLines(ctx, group.facts, rest, group.scope)),
  );
}
