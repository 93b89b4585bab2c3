import { DebitCredit, type Direction } from '../../../contract/debit-credit';
import { applySplitTemplate } from '../../../contract/payee-splits';
import type { Executor } from '../../db/database';
import * as repository from './operations-payees.repository';

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

/** Keeps each statement's list of ids well under the databases' parameter limits. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

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
  return db.transaction().execute(async (trx) => {
    let count = 0;
    const sides: [Direction, SideDefaults][] = [
      [DebitCredit.credit, defaults.credit],
      [DebitCredit.debit, defaults.debit],
    ];
    for (const [direction, side] of sides) {
      if (side.parts.length === 0 && side.categoryId === null) continue;
      const operations = await repository.findUncategorizedOperations(
        trx,
        userId,
        payeeId,
        direction,
      );
      for (const batch of chunks(operations)) {
        if (side.parts.length > 0) await splitOperations(trx, userId, batch, side.parts, defaults);
        else await categorise(trx, userId, batch, side.categoryId ?? 0, defaults.tagIds);
      }
      count += operations.length;
    }
    return count;
  });
}

async function categorise(
  db: Executor,
  userId: number,
  operations: readonly Operation[],
  categoryId: number,
  tagIds: readonly number[],
) {
  const ids = operations.map((operation) => operation.id);
  const parts = tagIds.length > 0 ? await repository.findParts(db, userId, ids) : [];
  const links = parts.flatMap((part) =>
    tagIds.map((tagId) => ({ splitOperationId: part.id, tagId })),
  );
  for (const batch of chunks(links)) await repository.addPartTags(db, userId, batch);
  await repository.setPartsCategory(db, userId, ids, categoryId);
}

/** Replaces each operation's parts by the template's; the old first part's memo stays on the first. */
async function splitOperations(
  db: Executor,
  userId: number,
  operations: readonly Operation[],
  template: readonly TemplatePart[],
  defaults: PayeeDefaults,
) {
  const ids = operations.map((operation) => operation.id);
  const memos = new Map<number, string | null>();
  for (const part of await repository.findParts(db, userId, ids)) {
    if (!memos.has(part.operationId)) memos.set(part.operationId, part.memo);
  }
  await repository.deleteParts(db, userId, ids);
  for (const operation of operations) {
    const parts = partsOf(operation, template, memos.get(operation.id) ?? null);
    const partIds = await repository.insertParts(
      db,
      userId,
      parts.map(({ tags: _, ...part }) => part),
    );
    const links = parts.flatMap((part, i) =>
      [...new Set([...part.tags, ...defaults.tagIds])].map((tagId) => ({
        splitOperationId: partIds[i] as number,
        tagId,
      })),
    );
    await repository.addPartTags(db, userId, links);
  }
}

/**
 * The template applied to the operation's amount (contract/payee-splits, in cents). Parts of
 * zero are dropped; what fixed amounts leave unplaced goes to a part without category, so the
 * parts always add up to the operation.
 */
function partsOf(operation: Operation, template: readonly TemplatePart[], memo: string | null) {
  const amounts = applySplitTemplate(operation.amount, template);
  const parts = template.map((part, i) => ({
    category: part.category,
    tags: part.tags,
    amount: amounts[i] ?? 0,
  }));
  const rest = operation.amount - amounts.reduce((sum, amount) => sum + amount, 0);
  if (rest !== 0) parts.push({ category: null, tags: [], amount: rest });
  return parts
    .filter((part) => part.amount !== 0)
    .map((part, i) => ({
      operationId: operation.id,
      accountId: operation.accountId,
      valueDate: operation.valueDate,
      categoryId: part.category,
      amount: part.amount,
      memo: i === 0 ? memo : null,
      tags: part.tags,
    }));
}
