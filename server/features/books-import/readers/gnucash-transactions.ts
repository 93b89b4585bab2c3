import type { ForeignPart, ForeignTransaction } from '../../../../contract/books-import';
import { sameCommodity, type GncSplit, type GncTransaction } from './gnucash-book';
import type { GncChart } from './gnucash-chart';
import { negate, shareCents, sum, toCents } from './gnucash-cents';
import { byImportance, CLEARED, merged } from './gnucash-money-splits';

// One GnuCash transaction (splits between accounts) becomes Pécule's transactions, one or more per
// money account it touches. Its money account moving the most is its main one: the income and
// expense splits become the parts of the main account's transaction; each other money account is
// a transfer with it (two legs, each in its own account's currency); a transaction between money
// accounts and equity only is the accounts' opening balance; trading splits (GnuCash's
// currency-trading accounts) balance currencies and carry nothing.

export type TransactionOutcome =
  | { kind: 'void' | 'noAccount' }
  | { kind: 'opening'; amounts: { accountKey: string; cents: number }[] }
  | { kind: 'brought'; transactions: ForeignTransaction[] };

export interface TransactionContext {
  chart: GncChart;
  /** The fraction of a currency by `space:id`, 100 when the book does not say. */
  fractionOf(transaction: GncTransaction): number;
}

class TransactionMapper {
  constructor(
    private readonly transaction: GncTransaction,
    private readonly context: TransactionContext,
  ) {}

  private get chart() {
    return this.context.chart;
  }

  private valueCents(split: GncSplit, sign: 1n | -1n = 1n) {
    const value = { num: split.value.num * sign, denom: split.value.denom };
    return toCents(value, this.context.fractionOf(this.transaction));
  }

  private quantityCents(split: GncSplit) {
    return toCents(split.quantity, this.chart.account(split.accountGuid)?.scu ?? 100);
  }

  /** The transaction's amount in its own currency, when the account keeps another. */
  private foreign(split: GncSplit, amount: number) {
    const account = this.chart.account(split.accountGuid);
    if (sameCommodity(account?.commodity ?? null, this.transaction.currency)) return null;
    return { currency: this.transaction.currency.id, amount };
  }

  private memoOf(split: GncSplit) {
    const notes = this.transaction.slots.get('notes')?.trim() ?? '';
    return [split.memo.trim(), notes].filter(Boolean).join('\n') || null;
  }

  private partOf(split: GncSplit, amount: number): ForeignPart {
    const categoryKey = this.chart.categoryKey(split.accountGuid);
    const memo = split.memo.trim() || (categoryKey ? null : this.chart.fullName(split.accountGuid));
    return { categoryKey, amount, memo, tagKeys: [] };
  }

  private leg(
    split: GncSplit,
    key: string,
    amount: number,
    parts: ForeignPart[],
  ): ForeignTransaction {
    const description = this.transaction.description.trim();
    return {
      key,
      accountKey: split.accountGuid,
      date: this.transaction.date,
      valueDate: null,
      amount,
      payeeKey: description || null,
      memo: this.memoOf(split),
      cleared: CLEARED.has(split.reconciled),
      parts,
      transferKey: null,
      foreign: null,
    };
  }

  /** The main account's shares of its counterparts, in its own currency. */
  private shares(main: GncSplit, counterparts: readonly GncSplit[]): number[] {
    const total = this.quantityCents(main);
    const weights = counterparts.map((s) => negate(s.value));
    const shared = shareCents(total, weights);
    if (shared) return shared;
    const own = counterparts.map((s) => this.valueCents(s, -1n));
    return own.map((cents, i) =>
      i === 0 ? cents + total - own.reduce((a, b) => a + b, 0) : cents,
    );
  }

  map(): TransactionOutcome {
    const splits = [...this.transaction.splits]
      .sort((a, b) => a.guid.localeCompare(b.guid))
      .filter((s) => this.chart.account(s.accountGuid)?.type !== 'TRADING');
    if (this.transaction.splits.some((s) => s.reconciled === 'v')) return { kind: 'void' };
    const money = merged(splits.filter((s) => this.chart.roleOf(s.accountGuid) === 'account'));
    const others = splits.filter((s) => this.chart.roleOf(s.accountGuid) !== 'account');
    if (money.length === 0) return { kind: 'noAccount' };
    if (others.length > 0 && others.every((s) => this.chart.roleOf(s.accountGuid) === 'equity')) {
      const amounts = money.map((s) => ({
        accountKey: s.accountGuid,
        cents: this.quantityCents(s),
      }));
      return { kind: 'opening', amounts };
    }
    const [main, ...transfers] = [...money].sort(byImportance);
    return { kind: 'brought', transactions: this.pieces(main!, others, transfers) };
  }

  private pieces(main: GncSplit, others: GncSplit[], transfers: GncSplit[]) {
    const shares = this.shares(main, [...others, ...transfers]);
    const pieces: ForeignTransaction[] = [];
    if (others.length > 0 || transfers.length === 0) {
      const parts =
        others.length > 0
          ? others.map((s, i) => this.partOf(s, shares[i]!))
          : [
              {
                categoryKey: null,
                amount: shares[0] ?? this.quantityCents(main),
                memo: null,
                tagKeys: [],
              },
            ];
      const amount = parts.reduce((total, p) => total + p.amount, 0);
      const inOwnCurrency = sum(others.map((s) => negate(s.value)));
      const foreignCents = toCents(inOwnCurrency, this.context.fractionOf(this.transaction));
      pieces.push({
        ...this.leg(main, main.guid, amount, parts),
        foreign: this.foreign(main, foreignCents),
      });
    }
    transfers.forEach((other, i) => {
      const mainKey =
        pieces.length === 0 && transfers.length === 1 ? main.guid : `${main.guid}:${other.guid}`;
      pieces.push(...this.transfer(main, other, mainKey, shares[others.length + i]!));
    });
    return pieces;
  }

  private transfer(main: GncSplit, other: GncSplit, mainKey: string, mainCents: number) {
    const otherCents = this.quantityCents(other);
    const part = (amount: number): ForeignPart[] => [
      { categoryKey: null, amount, memo: null, tagKeys: [] },
    ];
    const from = this.leg(main, mainKey, mainCents, part(mainCents));
    const to = this.leg(other, other.guid, otherCents, part(otherCents));
    return [
      { ...from, transferKey: to.key, foreign: this.foreign(main, this.valueCents(other, -1n)) },
      { ...to, transferKey: from.key, foreign: this.foreign(other, this.valueCents(other)) },
    ];
  }
}

export const mapTransaction = (transaction: GncTransaction, context: TransactionContext) =>
  new TransactionMapper(transaction, context).map();
