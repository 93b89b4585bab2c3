import { ACCOUNT_TYPES } from '../../../contract/accounts';
import type { AnalysisFact } from './analysis-sums.service';
import { partition, type DimensionContext, type Group, type Scope } from './analysis-groups';

// ACCOUNT lines (by name, with their currency) and ACCOUNT_TYPE lines (in the order of
// contract/accounts.ts); with emptyAccount, accounts without parts in the period keep theirs.

const TYPE_ORDER = Object.keys(ACCOUNT_TYPES);

export function byAccount(facts: AnalysisFact[], scope: Scope, ctx: DimensionContext): Group[] {
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

export function byAccountType(facts: AnalysisFact[], scope: Scope, ctx: DimensionContext): Group[] {
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
