import type { ForecastDto, ForecastLine } from '../../../contract/forecast';
import type { OperationAccountRef } from '../../../contract/operations-dto';
import { displayedCategoryId, mainCategoryId } from '../../../contract/operations-split';
import type { EcheanceOccurrence } from '../echeances/echeances-read.service';
import type { ForecastAccount, RealOperation } from './forecast-books.service';

// Builds the lines of a forecast view from planned occurrences and real operations.

export interface LineSources {
  occurrences: readonly EcheanceOccurrence[];
  real: readonly RealOperation[];
  /** The accounts the view shows; a transfer between two of them counts 0. */
  viewed: ReadonlySet<number>;
  /** The account filter, if any: a transfer into it is seen positive. */
  accountId: number | null;
  accounts: ReadonlyMap<number, ForecastAccount>;
  categories: ReadonlyMap<number, string>;
}

type DraftLine = Omit<ForecastLine, 'cumulative'> & { counted: number };

const ref = (accounts: LineSources['accounts'], id: number | null): OperationAccountRef | null => {
  const account = id === null ? undefined : accounts.get(id);
  return account
    ? {
        accountId: account.id,
        name: account.name,
        currency: { currencyId: account.currencyId, symb: account.symb },
      }
    : null;
};

const category = (names: LineSources['categories'], categoryId: number) => ({
  categoryId,
  name: names.get(categoryId) ?? '',
});

function plannedLine(occurrence: EcheanceOccurrence, sources: LineSources): DraftLine {
  const { plan } = occurrence;
  const incoming = sources.accountId !== null && plan.toAccountId === sources.accountId;
  const amount = incoming ? -plan.amount : plan.amount;
  const internal =
    plan.toAccountId !== null &&
    plan.accountId !== null &&
    sources.viewed.has(plan.accountId) &&
    sources.viewed.has(plan.toAccountId);
  return {
    real: false,
    date: occurrence.date,
    idEcheance: plan.id,
    state: occurrence.state,
    operationId: occurrence.operationId,
    proposedOperationId: occurrence.proposedOperationId,
    payee: { payeeId: plan.payeeId ?? -1, name: plan.payeeName ?? '' },
    category: category(sources.categories, displayedCategoryId(plan.parts)),
    mainCategory: category(sources.categories, mainCategoryId(plan.parts)),
    amount,
    account: ref(sources.accounts, plan.accountId),
    toAccount: ref(sources.accounts, plan.toAccountId),
    memo: plan.memo,
    counted: internal ? 0 : amount,
  };
}

function realLine(
  operation: RealOperation,
  linked: ReadonlyMap<number, EcheanceOccurrence>,
  sources: LineSources,
): DraftLine {
  const occurrence = linked.get(operation.id);
  const idEcheance = occurrence?.plan.id ?? operation.echeanceId;
  return {
    real: true,
    date: operation.date,
    idEcheance,
    state: occurrence?.state ?? (idEcheance === null ? null : 'SAVED'),
    operationId: operation.id,
    proposedOperationId: null,
    payee: operation.payee,
    category: operation.category,
    mainCategory: operation.mainCategory,
    amount: operation.amount,
    account: ref(sources.accounts, operation.accountId),
    toAccount: ref(sources.accounts, operation.toAccountId),
    memo: operation.memo,
    counted: operation.amount,
  };
}

const done = (o: EcheanceOccurrence) => o.state !== 'PLANNED' && o.operationId !== null;

/**
 * The view's lines by date (real before planned on a day), each with the running sum. With real
 * operations mixed in, an occurrence already saved or matched shows as its operation only.
 */
export function forecastLines(
  sources: LineSources,
  integration: boolean,
): Pick<ForecastDto, 'lines' | 'totals'> {
  const linked = new Map(sources.occurrences.filter(done).map((o) => [o.operationId!, o]));
  const planned = sources.occurrences
    .filter((o) => !integration || !done(o))
    .map((o) => plannedLine(o, sources));
  const real = sources.real.map((operation) => realLine(operation, linked, sources));
  const drafts = [...real, ...planned].sort((a, b) =>
    a.date === b.date ? Number(b.real) - Number(a.real) : a.date < b.date ? -1 : 1,
  );
  let cumulative = 0;
  const totals = { planned: 0, real: 0, total: 0 };
  const lines = drafts.map(({ counted, ...line }) => {
    cumulative += counted;
    totals[line.real ? 'real' : 'planned'] += counted;
    return { ...line, cumulative };
  });
  totals.total = cumulative;
  return { lines, totals };
}
