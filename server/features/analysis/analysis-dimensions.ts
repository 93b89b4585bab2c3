import type { RowDimension } from '../../../contract/analysis';
import { DebitCredit } from '../../../contract/debit-credit';
import type { GroupValue } from '../../../contract/survey';
import type { AnalysisFact } from './analysis-sums.service';
import { directionOf } from './analysis-categories';
import { byAccount, byAccountType } from './analysis-account-groups';
import {
  NO_VALUE,
  partition,
  type DimensionContext,
  type Group,
  type Scope,
} from './analysis-groups';

// How each line grouping splits facts into ordered lines (docs/decisions/analysis.md, "Lines").

const ACCOUNT_GROUPS: RowDimension[] = ['ACCOUNT', 'ACCOUNT_TYPE', 'TOTAL', 'CURRENCY'];

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
