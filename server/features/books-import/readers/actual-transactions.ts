import type { ForeignPart, ForeignTransaction } from '../../../../contract/books-import';
import type { ActualTransactionRow } from './actual-rows';
import { actualDate, actualTags, type ActualLookups } from './actual-lookups';

// Actual's transactions as foreign transactions. A split is a parent row (isParent) whose children
// (isChild, parent_id) carry the amounts: Actual's balances add the children, never the parent.
// A transfer is a pair of rows naming each other in transferred_id; a child may be one leg, and
// then it leaves its split to become a transfer of its own. The "Starting Balance" row Actual adds
// when an account is created is the account's opening balance, not a transaction.

export interface ActualTransactionsRead {
  transactions: ForeignTransaction[];
  openingBalances: Map<string, number>;
  /** Deleted rows (tombstones) and rows of deleted accounts. */
  deletedCount: number;
  /** Split parents left with no part. */
  emptySplitCount: number;
}

const part = (
  categoryKey: string | null,
  amount: number,
  memo: string | null,
  tagKeys: string[],
): ForeignPart => ({ categoryKey, amount, memo, tagKeys });

class TransactionMapper {
  private readonly alive = new Map<string, ActualTransactionRow>();
  private readonly children = new Map<string, ActualTransactionRow[]>();
  readonly read: ActualTransactionsRead = {
    transactions: [],
    openingBalances: new Map(),
    deletedCount: 0,
    emptySplitCount: 0,
  };

  constructor(
    rows: readonly ActualTransactionRow[],
    private readonly lookups: ActualLookups,
  ) {
    const parents = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const parent = row.isChild ? parents.get(row.parent_id ?? '') : undefined;
      const isAlive = !row.tombstone && (!row.isChild || parent?.tombstone === 0);
      if (isAlive && lookups.accountKeys.has(row.acct)) this.alive.set(row.id, row);
      else if (!row.isChild) this.read.deletedCount += 1;
    }
    for (const row of this.alive.values()) {
      if (row.isChild) this.children.set(row.parent_id!, [...this.childrenOf(row.parent_id!), row]);
    }
  }

  private childrenOf(parentId: string): ActualTransactionRow[] {
    return this.children.get(parentId) ?? [];
  }

  mapAll(): ActualTransactionsRead {
    for (const row of this.alive.values()) {
      if (row.isChild) continue;
      if (row.isParent || this.children.has(row.id)) this.mapSplit(row);
      else if (this.otherLeg(row)) this.read.transactions.push(this.transferLeg(row, row));
      else if (row.starting_balance_flag) this.addOpening(row);
      else this.read.transactions.push(this.plain(row, [this.ownPart(row)]));
    }
    return this.read;
  }

  private otherLeg(row: ActualTransactionRow): ActualTransactionRow | null {
    const other = row.transferred_id ? this.alive.get(row.transferred_id) : undefined;
    const paired = other && other.transferred_id === row.id && other.acct !== row.acct;
    return paired && !other.isParent && !row.isParent ? other : null;
  }

  private addOpening(row: ActualTransactionRow) {
    const { openingBalances } = this.read;
    openingBalances.set(row.acct, (openingBalances.get(row.acct) ?? 0) + (row.amount ?? 0));
  }

  private ownPart(row: ActualTransactionRow): ForeignPart {
    return part(this.lookups.category(row.category), row.amount ?? 0, null, actualTags(row.notes));
  }

  private plain(row: ActualTransactionRow, parts: ForeignPart[]): ForeignTransaction {
    return {
      key: row.id,
      accountKey: row.acct,
      date: actualDate(row.date),
      valueDate: null,
      amount: parts.reduce((sum, p) => sum + p.amount, 0),
      payeeKey: this.lookups.payee(row.payee),
      memo: row.notes,
      cleared: row.cleared !== 0,
      parts,
      transferKey: null,
      foreign: null,
    };
  }

  /** One leg of a transfer; `row` is the leg, `holder` the row whose date and state it takes. */
  private transferLeg(row: ActualTransactionRow, holder: ActualTransactionRow): ForeignTransaction {
    return {
      ...this.plain({ ...holder, id: row.id, notes: row.notes }, [
        part(null, row.amount ?? 0, null, actualTags(row.notes)),
      ]),
      payeeKey: null,
      transferKey: row.transferred_id,
    };
  }

  private mapSplit(parent: ActualTransactionRow) {
    const children = this.childrenOf(parent.id);
    const transfers = children.filter((child) => this.otherLeg(child));
    const parts = children
      .filter((child) => !transfers.includes(child))
      .map((child) =>
        part(
          this.lookups.category(child.category),
          child.amount ?? 0,
          child.notes,
          actualTags(parent.notes, child.notes),
        ),
      );
    for (const child of transfers) this.read.transactions.push(this.transferLeg(child, parent));
    if (parts.length > 0) this.read.transactions.push(this.plain(parent, parts));
    else if (transfers.length === 0) this.read.emptySplitCount += 1;
  }
}

export function actualTransactions(
  rows: readonly ActualTransactionRow[],
  lookups: ActualLookups,
): ActualTransactionsRead {
  return new TransactionMapper(rows, lookups).mapAll();
}
