import type { Selectable } from 'kysely';
import type { ImportedOperationsTable } from '../../db/schema';
import type { OperationIdentity } from './import-identity.service';
import type {
  BankIdentity,
  OperationChange,
  OperationInput,
} from '../operations/write/operations-write.service';
import { partsOfLine, type PartsContext } from './import-incorporate-parts';

// What incorporating lines writes, decided before writing, in two writes: the changes of existing
// operations (the merges, the transfers a new leg joins), then the plain creations alone, which
// the write path can insert in bulk. `creations` lists the transfer lines first, then the plain
// ones, each in file order, as the two writes answer their created ids.

export type ImportLine = Selectable<ImportedOperationsTable>;

export interface Merge {
  line: ImportLine;
  operationId: number;
  previous: BankIdentity;
}

export interface IncorporationPlan {
  accountId: number;
  merges: Merge[];
  creations: ImportLine[];
  skipped: ImportLine[];
  /** Merges and transfer links. */
  links: OperationChange[];
  creates: OperationChange[];
}

export const identityOfLine = (line: ImportLine): BankIdentity => ({
  bankId: line.bankId,
  fingerprint: line.fingerprint,
  occurrence: line.occurrence,
});

/**
 * The bank's text stays on the operation as its memo when the line has no memo nor payee. A flat
 * literal: spreads cost ten times as much over 10,000 lines.
 */
export function inputOfLine(
  line: ImportLine,
  accountId: number,
  context: PartsContext,
): OperationInput {
  const planned = line.echeanceId !== null && line.echeanceDate !== null;
  return {
    accountId,
    date: line.date,
    valueDate: line.valueDate,
    amount: line.amount,
    payeeId: line.payeeId,
    memo: line.memo ?? (line.payeeId === null ? line.label : null),
    echeanceId: planned ? line.echeanceId : undefined,
    bankId: line.bankId,
    fingerprint: line.fingerprint,
    occurrence: line.occurrence,
    parts: partsOfLine(line, context),
  };
}

function mergesInto(line: ImportLine, merge: boolean, taken: Set<number>): number | null {
  const id = line.matchedOperationId;
  if (!merge || line.merge !== 1 || id === null || line.matchKind === 'PLANNED') return null;
  if (taken.has(id)) return null;
  taken.add(id);
  return id;
}

/** Lines in file order; excluded lines are left out, already imported ones skipped. */
export function planIncorporation(
  lines: readonly ImportLine[],
  request: { accountId: number; merge: boolean },
  matched: ReadonlyMap<number, OperationIdentity>,
  context: PartsContext,
): IncorporationPlan {
  const plan: IncorporationPlan = {
    accountId: request.accountId,
    merges: [],
    creations: [],
    skipped: [],
    links: [],
    creates: [],
  };
  const taken = new Set<number>();
  const [linked, plain]: [ImportLine[], ImportLine[]] = [[], []];
  for (const line of lines) {
    if (line.included !== 1) continue;
    if (line.alreadyImported === 1) {
      plan.skipped.push(line);
      continue;
    }
    const into = mergesInto(line, request.merge, taken);
    const previous = into === null ? undefined : matched.get(into);
    if (into !== null && previous?.accountId === request.accountId) {
      plan.merges.push({ line, operationId: into, previous: previousOf(previous) });
      continue;
    }
    (line.transferOperationId === null ? plain : linked).push(line);
  }
  const identities = plan.merges.map((m) => ({ id: m.operationId, ...identityOfLine(m.line) }));
  const input = (line: ImportLine) => inputOfLine(line, request.accountId, context);
  plan.links = [
    ...(identities.length > 0 ? [{ kind: 'setIdentity' as const, identities }] : []),
    ...linked.map((line) => ({
      kind: 'linkTransfer' as const,
      id: line.transferOperationId!,
      operation: input(line),
    })),
  ];
  plan.creates = plain.map((line) => ({ kind: 'create' as const, operation: input(line) }));
  plan.creations = [...linked, ...plain];
  return plan;
}

const previousOf = (row: OperationIdentity): BankIdentity => ({
  bankId: row.bankId,
  fingerprint: row.fingerprint,
  occurrence: row.occurrence,
});
