import { DebitCredit, type Direction } from '../../../../contract/debit-credit';
import { applySplitTemplate } from '../../../../contract/payee-splits';
import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import * as repository from './operations-payees.repository';
import { writeOperations, type OperationChange, type PartInput } from './operations-write.service';

// The operations side of payees: whether payees are used, and giving a payee's default category
// or split template to its operations (POST /api/operation/refreshPayee/{payeeId}).

/** A split template part: a category (or none), tags, an absolute amount or a percentage. */
export interface TemplatePart {
  category: number | null;
  tags: readonly number[];
  amount: number;
  percentage: number | null;
}

/** One side's default: a category, or split parts (which win), or neither. */
export interface SideDefaults {
  categoryId: number | null;
  parts: readonly TemplatePart[];
}

export interface PayeeDefaults {
  /** The payee's own tags, given to every part it categorises. */
  tagIds: readonly number[];
  credit: SideDefaults;
  debit: SideDefaults;
}

type Operation = Awaited<ReturnType<typeof repository.findUncategorizedOperations>>[number];

export function operationsUsePayees(db: Executor, userId: number, payeeIds: readonly number[]) {
  return repository.anyOperationOfPayees(db, userId, payeeIds);
}

/**
 * Gives the payee's defaults to its simple operations whose category is undefined, debits from
 * the debit side and credits from the credit side, in one transaction; answers how many changed.
 */
export function applyPayeeDefaults(
  db: Executor,
  userId: number,
  payeeId: number,
  defaults: PayeeDefaults,
): Promise<number> {
  const sides: [Direction, SideDefaults][] = [
    [DebitCredit.credit, defaults.credit],
    [DebitCredit.debit, defaults.debit],
  ];
  return db.transaction().execute(async (trx) => {
    const changes: OperationChange[] = [];
    for (const [direction, side] of sides) {
      if (side.parts.length === 0 && side.categoryId === null) continue;
      const operations = await repository.findUncategorizedOperations(
        trx,
        userId,
        payeeId,
        direction,
      );
      for (const batch of chunks(operations)) {
        changes.push(...(await sideChanges(trx, userId, batch, side, defaults)));
      }
    }
    await writeOperations(trx, userId, changes);
    return changes.reduce(
      (n, change) => n + (change.kind === 'categorise' ? change.ids.length : 1),
      0,
    );
  });
}

/** The side's split template replaces the parts, or its category fills them. */
async function sideChanges(
  db: Executor,
  userId: number,
  operations: readonly Operation[],
  side: SideDefaults,
  defaults: PayeeDefaults,
): Promise<OperationChange[]> {
  if (side.parts.length > 0) return splitChanges(db, userId, operations, side.parts, defaults);
  const ids = operations.map((operation) => operation.id);
  return [{ kind: 'categorise', ids, categoryId: side.categoryId ?? 0, tagIds: defaults.tagIds }];
}

/** Each operation's parts become the template's; the old first part's memo stays on the first. */
async function splitChanges(
  db: Executor,
  userId: number,
  operations: readonly Operation[],
  template: readonly TemplatePart[],
  defaults: PayeeDefaults,
): Promise<OperationChange[]> {
  const ids = operations.map((operation) => operation.id);
  const memos = new Map<number, string | null>();
  for (const part of await repository.findParts(db, userId, ids)) {
    if (!memos.has(part.operationId)) memos.set(part.operationId, part.memo);
  }
  return operations.map((operation) => ({
    kind: 'replaceParts',
    id: operation.id,
    parts: partsOf(operation, template, memos.get(operation.id) ?? null).map((part) => ({
      ...part,
      tagIds: [...new Set([...part.tagIds, ...defaults.tagIds])],
    })),
  }));
}

/**
 * The template applied to the operation's amount (contract/payee-splits, in cents). Parts of
 * zero are dropped; what fixed amounts leave unplaced goes to a part without category, so the
 * parts always add up to the operation.
 */
function partsOf(
  operation: Operation,
  template: readonly TemplatePart[],
  memo: string | null,
): (PartInput & { tagIds: readonly number[] })[] {
  const amounts = applySplitTemplate(operation.amount, template);
  const parts = template.map((part, i) => ({
    categoryId: part.category,
    tagIds: part.tags,
    amount: amounts[i] ?? 0,
  }));
  const rest = operation.amount - amounts.reduce((sum, amount) => sum + amount, 0);
  if (rest !== 0) parts.push({ categoryId: null, tagIds: [], amount: rest });
  return parts
    .filter((part) => part.amount !== 0)
    .map((part, i) => ({ ...part, memo: i === 0 ? memo : null }));
}
