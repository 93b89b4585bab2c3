import type { PortabilityDocument } from './portability';

// What an import of a document would create (the preview the person confirms), and the check
// that every export-local reference of the document names an object it holds.

export interface PortabilitySummary {
  counts: Record<
    | 'banks'
    | 'accounts'
    | 'operations'
    | 'categories'
    | 'payees'
    | 'tags'
    | 'plannedOperations'
    | 'budgets',
    number
  >;
  /** The first and last operation dates, null without operations. */
  firstDate: string | null;
  lastDate: string | null;
  /** Initial balance plus every operation, per account in the document's order. */
  balances: { name: string; currencyId: number; balance: number }[];
}

export function summarizeDocument(doc: PortabilityDocument): PortabilitySummary {
  const totals = new Map<number, number>(doc.accounts.map((a) => [a.id, a.initialBalance]));
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  for (const operation of doc.operations) {
    totals.set(operation.account, (totals.get(operation.account) ?? 0) + operation.amount);
    if (firstDate === null || operation.date < firstDate) firstDate = operation.date;
    if (lastDate === null || operation.date > lastDate) lastDate = operation.date;
  }
  return {
    counts: {
      banks: doc.banks.length,
      accounts: doc.accounts.length,
      operations: doc.operations.length,
      categories: doc.categories.length,
      payees: doc.payees.length,
      tags: doc.tags.length,
      plannedOperations: doc.plannedOperations.length,
      budgets: doc.budgets.length,
    },
    firstDate,
    lastDate,
    balances: doc.accounts.map((a) => ({
      name: a.name,
      currencyId: a.currencyId,
      balance: totals.get(a.id) ?? 0,
    })),
  };
}

const idsOf = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));

type Check = [label: string, ids: Set<number>, values: readonly (number | null)[]];

function referenceChecks(doc: PortabilityDocument): Check[] {
  const [categories, tags, banks, accounts, payees, budgets, planned, operations] = [
    doc.categories,
    doc.tags,
    doc.banks,
    doc.accounts,
    doc.payees,
    doc.budgets,
    doc.plannedOperations,
    doc.operations,
  ].map(idsOf) as Set<number>[];
  const parts = [
    ...doc.operations.flatMap((o) => o.parts),
    ...doc.plannedOperations.flatMap((p) => p.splits),
  ];
  const payeeSplits = doc.payees.flatMap((p) => p.splits);
  return [
    ['preferences.mainAccount', accounts!, [doc.preferences.mainAccount]],
    ['preferences.sortedCategories', categories!, doc.preferences.sortedCategories ?? []],
    ['categories.parent', categories!, doc.categories.map((c) => c.parent)],
    ['accounts.bank', banks!, doc.accounts.map((a) => a.bank)],
    [
      'payees.category',
      categories!,
      doc.payees.flatMap((p) => [p.creditCategory, p.debitCategory]),
    ],
    ['payees.splits.category', categories!, payeeSplits.map((s) => s.category)],
    ['payees.tags', tags!, [...doc.payees, ...payeeSplits].flatMap((p) => p.tags)],
    ['budgets.accounts', accounts!, doc.budgets.flatMap((b) => b.accounts)],
    [
      'budgets.goals.category',
      categories!,
      doc.budgets.flatMap((b) => b.goals.map((g) => g.category)),
    ],
    [
      'plannedOperations.account',
      accounts!,
      doc.plannedOperations.flatMap((p) => [p.account, p.toAccount]),
    ],
    ['plannedOperations.payee', payees!, doc.plannedOperations.map((p) => p.payee)],
    ['plannedOperations.budgets', budgets!, doc.plannedOperations.flatMap((p) => p.budgets)],
    ['operations.account', accounts!, doc.operations.map((o) => o.account)],
    ['operations.payee', payees!, doc.operations.map((o) => o.payee)],
    ['operations.plannedOperation', planned!, doc.operations.map((o) => o.plannedOperation)],
    ['parts.category', categories!, parts.map((p) => p.category)],
    ['parts.tags', tags!, parts.flatMap((p) => p.tags)],
    [
      'plannedOccurrences.plannedOperation',
      planned!,
      doc.plannedOccurrences.map((o) => o.plannedOperation),
    ],
    ['plannedOccurrences.operation', operations!, doc.plannedOccurrences.map((o) => o.operation)],
  ];
}

/** Each kind's ids are distinct and in increasing order (the document's order is its meaning). */
function idsError(doc: PortabilityDocument): string | null {
  const kinds = [
    'categories',
    'tags',
    'banks',
    'accounts',
    'payees',
    'budgets',
    'plannedOperations',
    'operations',
  ] as const;
  for (const kind of kinds) {
    const rows: readonly { id: number }[] = doc[kind];
    if (rows.some((row, i) => i > 0 && row.id <= rows[i - 1]!.id)) return `${kind}.id`;
  }
  return null;
}

/** A transfer's legs name each other and follow one another in the list. */
function transfersError(doc: PortabilityDocument): string | null {
  const ops = doc.operations;
  for (let i = 0; i < ops.length; i++) {
    const other = ops[i]!.transfer;
    if (other === null) continue;
    const partner =
      ops[i + 1]?.id === other ? ops[i + 1] : ops[i - 1]?.id === other ? ops[i - 1] : undefined;
    if (!partner || partner.transfer !== ops[i]!.id) return 'operations.transfer';
  }
  return null;
}

/** Where the document breaks its own references (a path such as 'operations.account'), or null. */
export function referenceError(doc: PortabilityDocument): string | null {
  const ids = idsError(doc);
  if (ids) return ids;
  for (const [label, known, values] of referenceChecks(doc)) {
    if (values.some((value) => value !== null && !known.has(value))) return label;
  }
  return transfersError(doc);
}
