import { groupBy } from '../../../contract/collections';
import type { PortabilityDocument } from '../../../contract/portability';
import { LocalIds } from './portability-local-ids';
import type * as repository from './portability-export.repository';

// The operations of an export: their order (a transfer's second leg right after its first, so an
// import that creates both together gives back the same order) and their document form.

type OperationRow = Awaited<ReturnType<typeof repository.findOperations>>[number];
type PartRows = Awaited<ReturnType<typeof repository.findParts>>;

export interface LocalRefs {
  categories: LocalIds;
  tags: LocalIds;
  accounts: LocalIds;
  payees: LocalIds;
  plans: LocalIds;
}

/** The operations in the document's order, with their local ids. */
export function orderOperations(rows: readonly OperationRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered: OperationRow[] = [];
  const ids = new LocalIds();
  for (const row of rows) {
    if (ids.of(row.id) !== null) continue;
    ordered.push(row);
    ids.add(row.id);
    const partner = row.transferId === null ? undefined : byId.get(row.transferId);
    if (partner && ids.of(partner.id) === null) {
      ordered.push(partner);
      ids.add(partner.id);
    }
  }
  return { ordered, ids };
}

export function partsOf(rows: PartRows, refs: LocalRefs) {
  const tagsOfPart = groupBy(rows.tags, (t) => t.splitOperationId);
  const parts = groupBy(rows.parts, (p) => p.operationId);
  return (operationId: number): PortabilityDocument['operations'][number]['parts'] =>
    (parts.get(operationId) ?? []).map((part) => ({
      category: refs.categories.of(part.categoryId),
      amount: part.amount,
      memo: part.memo,
      tags: refs.tags.list((tagsOfPart.get(part.id) ?? []).map((t) => t.tagId)),
    }));
}

export function operationOf(
  row: OperationRow,
  ids: LocalIds,
  refs: LocalRefs,
  parts: PortabilityDocument['operations'][number]['parts'],
): PortabilityDocument['operations'][number] {
  return {
    id: ids.of(row.id)!,
    account: refs.accounts.of(row.accountId)!,
    transfer: ids.of(row.transferId),
    date: row.date,
    valueDate: row.valueDate,
    amount: row.amount,
    pointed: row.state === 'P',
    typeId: row.typeId,
    payee: refs.payees.of(row.payeeId),
    memo: row.memo,
    plannedOperation: refs.plans.of(row.echeanceId),
    bankId: row.bankId,
    fingerprint: row.fingerprint,
    occurrence: row.occurrence,
    parts,
  };
}
