import { ACCOUNT_TYPES } from '../../../contract/accounts';
import type { RowDimension } from '../../../contract/analysis';
import { DebitCredit } from '../../../contract/debit-credit';
import type { GroupValue } from '../../../contract/survey';
import type { AnalysisFact } from '../operations/operations-analysis.service';
import { directionOf, type Catalogue } from './analysis-categories';
import type { AnalysisAccount } from './analysis-scope';

// How each line grouping splits facts into ordered lines (docs/decisions/analysis.md, "Lines").

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

const NO_VALUE: GroupValue = { id: null, name: null };
const ACCOUNT_GROUPS: RowDimension[] = ['ACCOUNT', 'ACCOUNT_TYPE', 'TOTAL', 'CURRENCY'];
const TYPE_ORDER = Object.keys(ACCOUNT_TYPES);

function byAccount(facts: AnalysisFact[], scope: Scope, ctx: DimensionContext): Group[] {
  const parts = partition(facts, (fact) => fact.accountId);
  return scope.accounts
    .filter((account) => parts.has(account.id) || ctx.emptyAccount)
    .map((account) => ({
      group: 'ACCOUNT',
      groupValue: { id: account.id, name: account.name },
      facts: parts.get(account.id) ?? [],
      scope: { accounts: [account], scoped: scope.scoped },
      currency: account.currency,
    }));
}

function byAccountType(facts: AnalysisFact[], scope: Scope, ctx: DimensionContext): Group[] {
  const typeOf = new Map(scope.accounts.map((account) => [account.id, account.type]));
  const parts = partition(facts, (fact) => typeOf.get(fact.accountId!));
  const types = [...new Set(scope.accounts.map((account) => account.type))].sort(
    (a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b) || a.localeCompare(b),
  );
  return types
    .filter((type) => parts.has(type) || ctx.emptyAccount)
    .map((type) => ({
      group: 'ACCOUNT_TYPE',
      groupValue: { id: null, name: type },
      facts: parts.get(type) ?? [],
      scope: { accounts: scope.accounts.filter((a) => a.type === type), scoped: scope.scoped },
    }));
}

function byCategory(facts: AnalysisFact[], ctx: DimensionContext): Omit<Group, 'scope'>[] {
  const parts = partition(facts, (fact) => fact.categoryId);
  const lines: Omit<Group, 'scope'>[] = ctx.catalogue.order
    .filter((dto) => parts.has(dto.categoryId))
    .map((dto) => ({
      group: 'CATEGORY',
      groupValue: { id: dto.categoryId, name: dto.fullName, level: dto.level },
      facts: parts.get(dto.categoryId)!,
    }));
  const undefinedFacts = parts.get(null);
  if (undefinedFacts)
    lines.push({ group: 'CATEGORY', groupValue: NO_VALUE, facts: undefinedFacts });
  return lines;
}

function byFlag(
  facts: AnalysisFact[],
  group: string,
  keyOf: (fact: AnalysisFact) => number,
  order: number[],
  value: (key: number) => GroupValue,
): Omit<Group, 'scope'>[] {
  const parts = partition(facts, keyOf);
  return order
    .filter((key) => parts.has(key))
    .map((key) => ({ group, groupValue: value(key), facts: parts.get(key)! }));
}

function byOperation(facts: AnalysisFact[]): Omit<Group, 'scope'>[] {
  const parts = partition(facts, (fact) => fact.operation!.id);
  return [...parts.keys()]
    .sort((a, b) => a - b)
    .map((id) => ({
      group: 'OPERATION',
      groupValue: { id, name: parts.get(id)![0]!.operation!.name },
      facts: parts.get(id)!,
    }));
}

function otherLines(dimension: RowDimension, facts: AnalysisFact[], ctx: DimensionContext) {
  switch (dimension) {
    case 'CATEGORY':
      return byCategory(facts, ctx);
    case 'SIGN':
      return byFlag(
        facts,
        'SIGN',
        (fact) => directionOf(ctx.catalogue, fact),
        [DebitCredit.credit, DebitCredit.debit],
        (id) => ({ id, name: null, level: id }),
      );
    case 'TRANSFER':
      return byFlag(
        facts,
        'TRANSFER',
        (fact) => (fact.transfer ? 1 : 0),
        [0, 1],
        (id) => ({
          id,
          name: null,
        }),
      );
    case 'CATEGORY_TRANSFER': {
      const transfers = facts.filter((fact) => fact.transfer);
      const lines = byCategory(
        facts.filter((fact) => !fact.transfer),
        ctx,
      );
      if (transfers.length)
        lines.push({ group: 'TRANSFER', groupValue: NO_VALUE, facts: transfers });
      return lines;
    }
    case 'OPERATION':
      return byOperation(facts);
    default:
      return [{ group: dimension, groupValue: NO_VALUE, facts }];
  }
}

/** The lines of one grouping under a line of `scope`, in their order, empty ones left out. */
export function groupsOf(
  dimension: RowDimension,
  facts: AnalysisFact[],
  scope: Scope,
  ctx: DimensionContext,
): Group[] {
  if (dimension === 'ACCOUNT') return byAccount(facts, scope, ctx);
  if (dimension === 'ACCOUNT_TYPE') return byAccountType(facts, scope, ctx);
  const scoped = scope.scoped && ACCOUNT_GROUPS.includes(dimension);
  return otherLines(dimension, facts, ctx).map((line) => ({
    ...line,
    scope: { accounts: scope.accounts, scoped },
  }));
}
