import { OperationKind } from '../../../contract/operations';
import {
  UNDEFINED_REF_ID,
  type StatementDto,
  type StatementFilter,
  type StatementLine,
} from '../../../contract/statement';
import type { Executor } from '../../db/database';
import { echeanceOccurrences, type EcheanceOccurrence } from '../echeances/echeances-read.service';
import { realSumsByCategoryAndPayee } from './statement-lines.service';
import { statementRefs, type StatementRefs } from './statement-refs';

// GET /api/echeances/statement: the planned occurrences of the period against the operations
// dated in it, per category and payee. Transfers move money between the user's own accounts and
// are left out of both sides (docs/decisions/forecast-and-budgets.md, "Budgets and the statement").

interface Sums {
  categoryId: number;
  payeeId: number;
  planned: number;
  real: number;
}

type Keep = (
  categoryId: number | null,
  payeeId: number | null,
  tagIds: readonly number[],
) => boolean;

function keeperOf(filter: StatementFilter, refs: StatementRefs): Keep {
  const categories = new Set(filter.categoryIds.flatMap((id) => refs.subtrees.get(id) ?? []));
  const payees = new Set(filter.payeeIds);
  const tags = new Set(filter.tagIds);
  return (categoryId, payeeId, tagIds) =>
    (categories.size === 0 || (categoryId !== null && categories.has(categoryId))) &&
    (payees.size === 0 || (payeeId !== null && payees.has(payeeId))) &&
    (tags.size === 0 || tagIds.some((tagId) => tags.has(tagId)));
}

class LineBook {
  readonly lines = new Map<string, Sums>();

  add(categoryId: number | null, payeeId: number | null, side: 'planned' | 'real', cents: number) {
    const category = categoryId ?? UNDEFINED_REF_ID;
    const payee = payeeId ?? UNDEFINED_REF_ID;
    const key = `${category}:${payee}`;
    const line = this.lines.get(key) ?? {
      categoryId: category,
      payeeId: payee,
      planned: 0,
      real: 0,
    };
    line[side] += cents;
    this.lines.set(key, line);
  }
}

function addPlanned(book: LineBook, occurrences: readonly EcheanceOccurrence[], keep: Keep) {
  for (const { plan } of occurrences) {
    if (plan.operationType === OperationKind.transfer) continue;
    for (const part of plan.parts) {
      if (keep(part.categoryId, plan.payeeId, part.tagIds)) {
        book.add(part.categoryId, plan.payeeId, 'planned', part.amount);
      }
    }
  }
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** By name, the undefined entry last. */
function byName(a: { id: number; name: string }, b: { id: number; name: string }) {
  if (a.id === UNDEFINED_REF_ID || b.id === UNDEFINED_REF_ID) {
    return Number(a.id === UNDEFINED_REF_ID) - Number(b.id === UNDEFINED_REF_ID);
  }
  return collator.compare(a.name, b.name) || a.id - b.id;
}

function toLines(book: LineBook, refs: StatementRefs): StatementLine[] {
  const named = [...book.lines.values()].map((sums) => ({
    sums,
    category: { id: sums.categoryId, name: refs.categoryNames.get(sums.categoryId) ?? '' },
    payee: { id: sums.payeeId, name: refs.payeeNames.get(sums.payeeId) ?? '' },
  }));
  named.sort((a, b) => byName(a.category, b.category) || byName(a.payee, b.payee));
  let cumulative = 0;
  return named.map(({ sums, category, payee }) => {
    const gap = sums.real - sums.planned;
    cumulative += gap;
    return { category, payee, planned: sums.planned, real: sums.real, gap, cumulative };
  });
}

/** Planned against real over the period, per category and payee, with the totals. */
export async function statementOf(
  db: Executor,
  userId: number,
  filter: StatementFilter,
): Promise<StatementDto> {
  const refs = await statementRefs(db, userId, filter);
  const keep = keeperOf(filter, refs);
  const book = new LineBook();
  const period = { from: filter.startDate, to: filter.endDate };
  addPlanned(book, await echeanceOccurrences(db, userId, period, {}, { proposals: false }), keep);
  const categoryIds = filter.categoryIds.flatMap((id) => refs.subtrees.get(id) ?? []);
  const real = await realSumsByCategoryAndPayee(db, userId, {
    accountIds: refs.accountIds,
    from: filter.startDate,
    to: filter.endDate,
    categoryIds,
    payeeIds: filter.payeeIds,
    tagIds: filter.tagIds,
  });
  for (const sum of real) book.add(sum.categoryId, sum.payeeId, 'real', sum.amount);
  const lines = toLines(book, refs);
  const planned = lines.reduce((total, line) => total + line.planned, 0);
  const realTotal = lines.reduce((total, line) => total + line.real, 0);
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    lines,
    totals: { planned, real: realTotal, cumulative: realTotal - planned },
  };
}
