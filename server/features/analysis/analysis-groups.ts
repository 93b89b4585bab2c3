import type { GroupValue } from '../../../contract/survey';
import type { AnalysisFact } from './analysis-sums.service';
import type { Catalogue } from './analysis-categories';
import type { AnalysisAccount } from './analysis-scope';

// What a line grouping makes of facts: ordered groups of them, each the lines of the tree.

/** The accounts a line covers; `scoped` while every grouping above it is one of accounts. */
export interface Scope {
  accounts: AnalysisAccount[];
  scoped: boolean;
}

export interface Group {
  group: string;
  groupValue: GroupValue;
  facts: AnalysisFact[];
  scope: Scope;
  currency?: string;
}

export interface DimensionContext {
  catalogue: Catalogue;
  emptyAccount: boolean;
}

export function partition<K>(facts: readonly AnalysisFact[], keyOf: (fact: AnalysisFact) => K) {
  const parts = new Map<K, AnalysisFact[]>();
  for (const fact of facts) {
    const key = keyOf(fact);
    const list = parts.get(key);
    if (list) list.push(fact);
    else parts.set(key, [fact]);
  }
  return parts;
}

export const NO_VALUE: GroupValue = { id: null, name: null };
