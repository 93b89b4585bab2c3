import { addDays, daysBetween, type IsoDate } from '../../../contract/dates';
import { MATCH_WINDOW_DAYS } from '../../../contract/echeance-settings';
import type { Executor } from '../../db/database';
import { operationsBetween } from '../operations/write/operations-occurrences.service';
import * as repository from './echeances-occurrences.repository';

// Where each occurrence stands: SAVED or MATCHED from echeance_occurrences; a
// PLANNED one proposes an operation of its account and amount dated within MATCH_WINDOW_DAYS
// that no other occurrence stands for (the closest date first, each operation proposed once).

/** What filling the state needs of an occurrence (EcheanceOccurrence of the plans service). */
export interface StatefulOccurrence {
  plan: { id: number; accountId: number | null; amount: number };
  date: IsoDate;
  state: 'PLANNED' | 'SAVED' | 'MATCHED';
  operationId: number | null;
  proposedOperationId: number | null;
}

interface Candidate {
  id: number;
  accountId: number;
  date: string;
  amount: number;
}

const dayGap = (a: IsoDate, b: IsoDate) => Math.abs(daysBetween(a, b));

async function candidatesFor(
  db: Executor,
  userId: number,
  planned: readonly StatefulOccurrence[],
  period: { from: IsoDate; to: IsoDate },
): Promise<Candidate[]> {
  const accountIds = [
    ...new Set(planned.flatMap((o) => (o.plan.accountId ? [o.plan.accountId] : []))),
  ];
  const amounts = [...new Set(planned.map((o) => o.plan.amount))];
  const window = {
    from: addDays(period.from, -MATCH_WINDOW_DAYS),
    to: addDays(period.to, MATCH_WINDOW_DAYS),
  };
  const found = await operationsBetween(db, userId, { accountIds, amounts }, window);
  if (found.length === 0) return [];
  const linked = await repository.findLinkedOperations(
    db,
    userId,
    found.map((op) => op.id),
  );
  return found.filter((op) => !linked.has(op.id));
}

function propose(planned: readonly StatefulOccurrence[], candidates: readonly Candidate[]) {
  const taken = new Set<number>();
  for (const occurrence of planned) {
    const best = candidates
      .filter(
        (op) =>
          !taken.has(op.id) &&
          op.accountId === occurrence.plan.accountId &&
          op.amount === occurrence.plan.amount &&
          dayGap(op.date, occurrence.date) <= MATCH_WINDOW_DAYS,
      )
      .sort((a, b) => dayGap(a.date, occurrence.date) - dayGap(b.date, occurrence.date))[0];
    if (!best) continue;
    taken.add(best.id);
    occurrence.proposedOperationId = best.id;
  }
}

/** Fills state, operationId and proposedOperationId of the occurrences of the period, in place. */
export async function fillStates(
  db: Executor,
  userId: number,
  occurrences: StatefulOccurrence[],
  period: { from: IsoDate; to: IsoDate },
  proposals = true,
): Promise<void> {
  if (occurrences.length === 0) return;
  const planIds = [...new Set(occurrences.map((o) => o.plan.id))];
  const stored = await repository.findOccurrences(db, userId, planIds, period.from, period.to);
  const byKey = new Map(stored.map((row) => [`${row.echeanceId}/${row.dueDate}`, row]));
  for (const occurrence of occurrences) {
    const row = byKey.get(`${occurrence.plan.id}/${occurrence.date}`);
    if (!row) continue;
    occurrence.state = row.state;
    occurrence.operationId = row.operationId;
  }
  const planned = occurrences.filter((o) => o.state === 'PLANNED' && o.plan.accountId !== null);
  if (!proposals || planned.length === 0) return;
  propose(planned, await candidatesFor(db, userId, planned, period));
}
