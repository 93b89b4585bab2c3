import { createHash } from 'node:crypto';
import type { ForeignTransaction } from '../../../../contract/books-import';
import { partsOf, type PartContext } from './homebank-parts';
import { homebankCents, homebankInt, invalidFile, isoOfJulian } from './homebank-values';
import { elementsNamed, type HomebankAttributes, type HomebankDocument } from './homebank-xml';

// HomeBank's operations (<ope>) have no id: each is keyed by a hash of what it says plus its
// occurrence among identical ones. The two legs of an internal transfer carry the same kxfer.

const INTERNAL_TRANSFER = 1 << 3;
const OLD_INTERNAL_TRANSFER_PAYMODE = 5;
const STATUS_CLEARED = 1;
const STATUS_RECONCILED = 2;
const OLD_STATUS_REMINDER = 3;
const REMINDER = 1 << 5;

export interface OperationContext extends PartContext {
  accountKeys: ReadonlySet<string>;
  payeeKeys: ReadonlySet<string>;
  /** The data version of the file: 5.9 renumbered the void status from 4 to 3. */
  dataVersion: number;
}

const KEYED_ATTRIBUTES = [
  'account',
  'date',
  'amount',
  'dst_account',
  'payee',
  'category',
  'wording',
  'info',
  'tags',
  'scat',
  'samt',
  'smem',
] as const;

function keyer() {
  const seen = new Map<string, number>();
  return (item: HomebankAttributes) => {
    const content = JSON.stringify(KEYED_ATTRIBUTES.map((name) => item[name] ?? ''));
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 20);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return `ope:${hash}:${occurrence}`;
  };
}

const isVoid = (item: HomebankAttributes, dataVersion: number) =>
  homebankInt(item.st) === (dataVersion >= 50900 ? 3 : 4);

// A reminder (money lent, a debt to remember) stays out of HomeBank's balances unless the person
// asked otherwise in their preferences, which the file does not hold: 5.9 made it a flag.
const isReminder = (item: HomebankAttributes, dataVersion: number) =>
  dataVersion >= 50900
    ? (homebankInt(item.flags) & REMINDER) !== 0
    : homebankInt(item.st) === OLD_STATUS_REMINDER;

const isTransferLeg = (item: HomebankAttributes) =>
  homebankInt(item.kxfer) > 0 &&
  ((homebankInt(item.flags) & INTERNAL_TRANSFER) !== 0 ||
    homebankInt(item.paymode) === OLD_INTERNAL_TRANSFER_PAYMODE);

function memoOf(item: HomebankAttributes): string | null {
  const texts = [item.wording, item.info].filter((t) => t && t !== '(null)');
  return texts.length > 0 ? texts.join(' · ') : null;
}

function transactionOf(item: HomebankAttributes, key: string, context: OperationContext) {
  const accountKey = String(homebankInt(item.account));
  if (!context.accountKeys.has(accountKey)) throw invalidFile();
  const amount = homebankCents(item.amount);
  const payeeKey = String(homebankInt(item.payee));
  const status = homebankInt(item.st);
  return {
    key,
    accountKey,
    date: isoOfJulian(item.date),
    valueDate: null,
    amount,
    payeeKey: context.payeeKeys.has(payeeKey) ? payeeKey : null,
    memo: memoOf(item),
    cleared: status === STATUS_CLEARED || status === STATUS_RECONCILED,
    parts: partsOf(item, amount, context),
    transferKey: null,
    foreign: null,
  } satisfies ForeignTransaction;
}

type Leg = { item: HomebankAttributes; txn: ForeignTransaction };

/** Legs grouped by kxfer: a pair on two accounts is a transfer, anything else stays plain. */
function pairTransfers(legs: readonly Leg[]): void {
  const legsByLink = new Map<number, Leg[]>();
  for (const leg of legs.filter(({ item }) => isTransferLeg(item))) {
    const link = homebankInt(leg.item.kxfer);
    legsByLink.set(link, [...(legsByLink.get(link) ?? []), leg]);
  }
  for (const [first, second, ...more] of legsByLink.values()) {
    if (!first || !second || more.length > 0) continue;
    if (first.txn.accountKey === second.txn.accountKey) continue;
    linkLeg(first.txn, second.txn);
    linkLeg(second.txn, first.txn);
  }
}

/** A transfer leg names the other and keeps one part without category (its tags kept). */
function linkLeg(leg: ForeignTransaction, other: ForeignTransaction): void {
  leg.transferKey = other.key;
  leg.parts = [
    { categoryKey: null, amount: leg.amount, memo: null, tagKeys: leg.parts[0]!.tagKeys },
  ];
}

export interface Operations {
  transactions: ForeignTransaction[];
  voided: number;
  reminders: number;
}

export function operationsOf(document: HomebankDocument, context: OperationContext): Operations {
  const keyOf = keyer();
  const all = elementsNamed(document, 'ope');
  const voided = all.filter((item) => isVoid(item, context.dataVersion));
  const reminders = all.filter((item) => isReminder(item, context.dataVersion));
  const kept = all.filter((item) => !voided.includes(item) && !reminders.includes(item));
  const legs = kept.map((item) => ({ item, txn: transactionOf(item, keyOf(item), context) }));
  pairTransfers(legs);
  return {
    transactions: legs.map((leg) => leg.txn),
    voided: voided.length,
    reminders: reminders.filter((item) => !voided.includes(item)).length,
  };
}
