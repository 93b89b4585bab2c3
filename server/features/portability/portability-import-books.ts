import type { PortabilityDocument, PortablePart } from '../../../contract/portability';
import type { Creation } from '../operations/write/operations-create.service';
import type { OperationInput, PartInput } from '../operations/write/operations-write.service';

// A document's operations as creations of the books' one write path: a transfer's two legs,
// which follow one another in the document, become one createTransfer.

/** The new database id of each local id, per kind. */
export interface NewIds {
  categories: Map<number, number>;
  tags: Map<number, number>;
  accounts: Map<number, number>;
  payees: Map<number, number>;
  plans: Map<number, number>;
  budgets: Map<number, number>;
}

export const idIn = (ids: Map<number, number>, local: number | null): number | null =>
  local === null ? null : (ids.get(local) ?? null);

export const idsIn = (ids: Map<number, number>, locals: readonly number[]): number[] =>
  locals.map((local) => ids.get(local)!);

function partOf(part: PortablePart, ids: NewIds): PartInput {
  return {
    categoryId: idIn(ids.categories, part.category),
    amount: part.amount,
    memo: part.memo,
    tagIds: idsIn(ids.tags, part.tags),
  };
}

function inputOf(
  operation: PortabilityDocument['operations'][number],
  ids: NewIds,
): OperationInput {
  return {
    accountId: ids.accounts.get(operation.account)!,
    date: operation.date,
    valueDate: operation.valueDate,
    amount: operation.amount,
    state: operation.pointed ? 'P' : null,
    typeId: operation.typeId,
    payeeId: idIn(ids.payees, operation.payee),
    memo: operation.memo,
    echeanceId: idIn(ids.plans, operation.plannedOperation),
    bankId: operation.bankId,
    fingerprint: operation.fingerprint,
    occurrence: operation.occurrence,
    parts: operation.parts.map((part) => partOf(part, ids)),
  };
}

/** The creations, in the document's order, and the local id of each operation they make. */
export function creationsOf(operations: PortabilityDocument['operations'], ids: NewIds) {
  const creations: Creation[] = [];
  const locals: number[] = [];
  for (let i = 0; i < operations.length; i++) {
    const operation = operations[i]!;
    const partner = operations[i + 1];
    if (operation.transfer !== null && partner?.id === operation.transfer) {
      creations.push({
        kind: 'createTransfer',
        source: inputOf(operation, ids),
        target: inputOf(partner, ids),
      });
      locals.push(operation.id, partner.id);
      i += 1;
    } else {
      creations.push({ kind: 'create', operation: inputOf(operation, ids) });
      locals.push(operation.id);
    }
  }
  return { creations, locals };
}
