import { groupBy } from '../../../contract/collections';
import { DEFAULT_ECHEANCE_CATCH_UP, ECHEANCE_CATCH_UP } from '../../../contract/echeance-settings';
import type { PortabilityDocument } from '../../../contract/portability';
import type { LocalIds } from './portability-local-ids';
import type * as repository from './portability-export.repository';
import type { categoriesParentsFirst } from '../categories/categories.service';
import type { LocalRefs } from './portability-export-books';

// The document form of everything but the operations (portability-export-books.ts).

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Doc = PortabilityDocument;

const bool = (flag: number) => flag === 1;

export function preferencesOf(
  row: Rows<typeof repository.findPreferences>,
  refs: LocalRefs,
): Doc['preferences'] {
  const catchUp = ECHEANCE_CATCH_UP.find((code) => code === row?.echeanceCatchUp);
  const sorted = row?.sortedCategoryIds?.split(',').filter(Boolean).map(Number);
  return {
    currencyId: row?.currencyId ?? 1,
    mainAccount: refs.accounts.of(row?.mainAccountId),
    echeanceDelay: row?.echeanceDelay ?? 0,
    echeanceCatchUp: catchUp ?? DEFAULT_ECHEANCE_CATCH_UP,
    simpleMode: bool(row?.simpleMode ?? 0),
    sortByDate: bool(row?.sortByDate ?? 0),
    sortedCategories: sorted
      ? sorted.map((id) => refs.categories.of(id)).filter((id) => id !== null)
      : null,
  };
}

export function categoriesOf(
  rows: Rows<typeof categoriesParentsFirst>,
  ids: LocalIds,
): Doc['categories'] {
  return rows.map((row) => ({
    id: ids.of(row.id)!,
    parent: ids.of(row.parentId),
    templateId: row.similarId,
    name: row.name,
    debitCredit: row.debitCredit,
    enabled: bool(row.enabled),
    sortIndex: row.sortIndex,
    level: row.level,
    owned: bool(row.owned),
  }));
}

export function accountsOf(
  rows: Rows<typeof repository.findAccounts>,
  banks: LocalIds,
): Doc['accounts'] {
  return rows.map((row, i) => ({
    id: i + 1,
    bank: banks.of(row.bankId)!,
    name: row.name,
    number: row.number,
    iban: row.iban,
    owner: row.owner,
    type: row.type,
    currencyId: row.currencyId,
    interestRateBp: row.interestRateBp,
    limitDate: row.limitDate,
    favorite: bool(row.favorite),
    lastImportDate: row.lastImportDate,
    tempoType: row.tempoType,
    startDate: row.startDate,
    endDate: row.endDate,
    lastUpdateDate: row.lastUpdateDate,
    initialBalance: row.initialBalance,
    importCsvLayout: row.importCsvLayout,
    initialCapital: row.initialCapital,
    monthlyDeadline: row.monthlyDeadline,
    level: row.level,
  }));
}

export function payeesOf(data: Rows<typeof repository.findPayees>, refs: LocalRefs): Doc['payees'] {
  const keywords = groupBy(data.keywords, (k) => k.payeeId);
  const tags = groupBy(data.tags, (t) => t.payeeId);
  const splits = groupBy(data.splits, (s) => s.payeeId);
  const splitTags = groupBy(data.splitTags, (t) => t.splitTemplateId);
  return data.payees.map((row) => ({
    id: refs.payees.of(row.id)!,
    name: row.name,
    debitCredit: row.debitCredit,
    isDefault: bool(row.isDefault),
    creditCategory: refs.categories.of(row.creditCategoryId),
    debitCategory: refs.categories.of(row.debitCategoryId),
    amountCredit: row.amountCredit,
    amountDebit: row.amountDebit,
    importExcluded: bool(row.importExcluded),
    keywords: (keywords.get(row.id) ?? []).map((k) => k.keyword),
    tags: refs.tags.list((tags.get(row.id) ?? []).map((t) => t.tagId)),
    splits: (splits.get(row.id) ?? []).map((split) => ({
      debitCredit: split.debitCredit,
      category: refs.categories.of(split.categoryId),
      amount: split.amount,
      percentageBp: split.percentageBp,
      tags: refs.tags.list((splitTags.get(split.id) ?? []).map((t) => t.tagId)),
    })),
  }));
}

export function budgetsOf(
  data: Rows<typeof repository.findBudgets>,
  ids: LocalIds,
  refs: LocalRefs,
): Doc['budgets'] {
  const accounts = groupBy(data.accounts, (a) => a.budgetId);
  const goals = groupBy(data.goals, (g) => g.budgetId);
  return data.budgets.map((row) => ({
    id: ids.of(row.id)!,
    name: row.name,
    type: row.type,
    startDate: row.startDate,
    favorite: bool(row.favorite),
    accounts: refs.accounts.list((accounts.get(row.id) ?? []).map((a) => a.accountId)),
    goals: (goals.get(row.id) ?? []).map((goal) => ({
      category: refs.categories.of(goal.categoryId)!,
      month: goal.month,
      amount: goal.amount,
    })),
  }));
}

export function plansOf(
  data: Rows<typeof repository.findEcheances>,
  budgets: LocalIds,
  refs: LocalRefs,
): Doc['plannedOperations'] {
  const splits = groupBy(data.splits, (s) => s.echeanceId);
  const splitTags = groupBy(data.splitTags, (t) => t.echeanceSplitId);
  const planBudgets = groupBy(data.budgets, (b) => b.echeanceId);
  return data.plans.map((row) => ({
    id: refs.plans.of(row.id)!,
    account: refs.accounts.of(row.accountId),
    toAccount: refs.accounts.of(row.toAccountId),
    beginDate: row.beginDate,
    nextDate: row.nextDate,
    frequency: row.frequency as Doc['plannedOperations'][number]['frequency'],
    autoSave: bool(row.autoSave),
    payee: refs.payees.of(row.payeeId),
    typeId: row.typeId,
    amount: row.amount,
    operationType: row.operationType,
    memo: row.memo,
    splits: (splits.get(row.id) ?? []).map((split) => ({
      category: refs.categories.of(split.categoryId),
      amount: split.amount,
      memo: split.memo,
      tags: refs.tags.list((splitTags.get(split.id) ?? []).map((t) => t.tagId)),
    })),
    budgets: budgets.list((planBudgets.get(row.id) ?? []).map((b) => b.budgetId)),
  }));
}

export function occurrencesOf(
  rows: Rows<typeof repository.findEcheances>['occurrences'],
  plans: LocalIds,
  operations: LocalIds,
): Doc['plannedOccurrences'] {
  return rows.flatMap((row) => {
    const operation = operations.of(row.operationId);
    return operation === null
      ? []
      : [
          {
            plannedOperation: plans.of(row.echeanceId)!,
            dueDate: row.dueDate,
            state: row.state,
            operation,
          },
        ];
  });
}
