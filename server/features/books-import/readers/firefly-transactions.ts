import type { ForeignPart, ForeignTransaction } from '../../../../contract/books-import';
import type { FireflyJournal } from './firefly-journals';
import { counterpartOf, ownLegs, type FireflyLeg } from './firefly-legs';

// Journals to transactions: a transfer between two own accounts gives two legs per journal; the
// other journals of a group (a split) on one account give one transaction with a part each.

export const accountKey = (name: string) => `account:${name}`;
export const payeeKey = (name: string) => `payee:${name}`;
export const categoryKey = (name: string) => `category:${name}`;
export const tagKey = (name: string) => `tag:${name}`;

const joined = (...texts: (string | null)[]) =>
  texts.filter((t): t is string => !!t).join('\n') || null;

function part(journal: FireflyJournal, amount: number, memo: string | null): ForeignPart {
  return {
    categoryKey: journal.category === null ? null : categoryKey(journal.category),
    amount,
    memo,
    tagKeys: journal.tags.map(tagKey),
  };
}

function transferLegs(journal: FireflyJournal, [out, into]: FireflyLeg[]): ForeignTransaction[] {
  const keys = [`journal:${journal.journalId}:out`, `journal:${journal.journalId}:in`];
  return [out!, into!].map((leg, index) => ({
    key: keys[index]!,
    accountKey: accountKey(leg.account.name),
    date: journal.date,
    valueDate: null,
    amount: leg.amount,
    payeeKey: null,
    memo: journal.description || null,
    cleared: journal.reconciled,
    parts: [{ ...part(journal, leg.amount, journal.notes), categoryKey: null }],
    transferKey: keys[1 - index]!,
    foreign: leg.foreign,
  }));
}

/** The foreign amount of a split: the parts' sum when they all kept one in the same currency. */
function groupForeign(legs: readonly FireflyLeg[]): ForeignTransaction['foreign'] {
  const currency = legs[0]?.foreign?.currency;
  if (!currency || legs.some((leg) => leg.foreign?.currency !== currency)) return null;
  return { currency, amount: legs.reduce((sum, leg) => sum + (leg.foreign?.amount ?? 0), 0) };
}

function payeeOf(journal: FireflyJournal): string | null {
  const counterpart = counterpartOf(journal);
  return counterpart.role === 'PAYEE' ? payeeKey(counterpart.name) : null;
}

function groupTransaction(key: string, journals: readonly FireflyJournal[]): ForeignTransaction {
  const legs = journals.map((journal) => ownLegs(journal)[0]!);
  const first = journals[0]!;
  const split = journals.length > 1;
  const parts = journals.map((journal, index) =>
    part(
      journal,
      legs[index]!.amount,
      split ? joined(journal.description, journal.notes) : journal.notes,
    ),
  );
  return {
    key,
    accountKey: accountKey(legs[0]!.account.name),
    date: first.date,
    valueDate: null,
    amount: parts.reduce((sum, p) => sum + p.amount, 0),
    payeeKey: payeeOf(first),
    memo: (split ? first.groupTitle : null) ?? (first.description || null),
    cleared: journals.every((journal) => journal.reconciled),
    parts,
    transferKey: null,
    foreign: split ? groupForeign(legs) : legs[0]!.foreign,
  };
}

/** The journals of each group, per own account. */
function groupsOf(journals: readonly FireflyJournal[]): Map<string, FireflyJournal[]> {
  const groups = new Map<string, FireflyJournal[]>();
  const accounts = new Map<string, Set<string>>();
  for (const journal of journals) {
    const account = ownLegs(journal)[0]!.account.name;
    const key = `group:${journal.groupId}`;
    groups.set(key, [...(groups.get(key) ?? []), journal]);
    accounts.set(key, (accounts.get(key) ?? new Set()).add(account));
  }
  const byAccount = new Map<string, FireflyJournal[]>();
  for (const [key, members] of groups) {
    const oneAccount = accounts.get(key)!.size === 1;
    for (const journal of members) {
      const account = ownLegs(journal)[0]!.account.name;
      const groupKey = oneAccount ? key : `${key}:${account}`;
      byAccount.set(groupKey, [...(byAccount.get(groupKey) ?? []), journal]);
    }
  }
  return byAccount;
}

/** The transactions of the journals that are neither opening balances nor without own account. */
export function fireflyTransactions(journals: readonly FireflyJournal[]): ForeignTransaction[] {
  const transfers = journals.filter((journal) => ownLegs(journal).length === 2);
  const others = journals.filter(
    (journal) => ownLegs(journal).length === 1 && counterpartOf(journal).role !== 'OPENING',
  );
  const byJournalId = (a: FireflyJournal, b: FireflyJournal) =>
    Number(a.journalId) - Number(b.journalId);
  return [
    ...[...groupsOf(others)].map(([key, members]) =>
      groupTransaction(key, members.sort(byJournalId)),
    ),
    ...transfers.flatMap((journal) => transferLegs(journal, ownLegs(journal))),
  ];
}
