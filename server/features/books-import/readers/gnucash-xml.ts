import { gunzipSync } from 'node:zlib';
import { BOOKS_IMPORT_MAX_BYTES, BooksImportCode } from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';
import { child, children, readXml, textOf, type XmlElement } from '../../import/formats/xml-tree';
import {
  featuresOf,
  invalidFile,
  parseRational,
  type GncAccount,
  type GncBook,
  type GncBudget,
  type GncCommodity,
  type GncRecurrence,
  type GncScheduled,
  type GncSplit,
  type GncTransaction,
} from './gnucash-book';

// GnuCash's XML file (root gnc-v2, gzipped unless compression was turned off): the book's
// commodities, accounts, transactions with their splits, template transactions and scheduled
// transactions. Namespace prefixes are dropped by the tree reader (act:name is `name`).

export const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export function gunzipBook(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: BOOKS_IMPORT_MAX_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new AppError(413, BooksImportCode.tooLarge);
    }
    throw invalidFile();
  }
}

/** A KVP frame flattened to its paths (`sched-xaction/account`) and values as text. */
export function slotsOf(element: XmlElement | undefined, prefix = ''): Map<string, string> {
  const slots = new Map<string, string>();
  for (const slot of children(element, 'slot')) {
    const key = `${prefix}${textOf(slot, 'key') ?? ''}`;
    const value = child(slot, 'value');
    const type = value?.attributes.type;
    if (type === 'frame') {
      for (const [path, text] of slotsOf(value, `${key}/`)) slots.set(path, text);
    } else if (type === 'gdate' || type === 'timespec') {
      slots.set(key, value?.children[0]?.text ?? '');
    } else if (value && type !== 'list') slots.set(key, value.text);
  }
  return slots;
}

function commodityOf(element: XmlElement | undefined): GncCommodity | null {
  const space = textOf(element, 'space');
  const id = textOf(element, 'id');
  return space && id ? { space, id } : null;
}

const required = (text: string | null): string => {
  if (text === null) throw invalidFile();
  return text;
};

function dayOf(text: string | null): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(required(text))?.[0];
  if (!day) throw invalidFile();
  return day;
}

function accountOf(element: XmlElement): GncAccount {
  const slots = slotsOf(child(element, 'slots'));
  return {
    guid: required(textOf(element, 'id')),
    name: textOf(element, 'name') ?? '',
    type: required(textOf(element, 'type')),
    commodity: commodityOf(child(element, 'commodity')),
    scu: Number(textOf(element, 'commodity-scu')) || 100,
    parentGuid: textOf(element, 'parent'),
    placeholder: slots.get('placeholder') === 'true',
    hidden: slots.get('hidden') === 'true',
  };
}

function splitOf(element: XmlElement): GncSplit {
  return {
    guid: required(textOf(element, 'id')),
    accountGuid: required(textOf(element, 'account')),
    memo: textOf(element, 'memo') ?? '',
    reconciled: textOf(element, 'reconciled-state') ?? 'n',
    value: parseRational(required(textOf(element, 'value'))),
    quantity: parseRational(required(textOf(element, 'quantity'))),
    slots: slotsOf(child(element, 'slots')),
  };
}

function transactionOf(element: XmlElement): GncTransaction {
  const currency = commodityOf(child(element, 'currency'));
  if (!currency) throw invalidFile();
  return {
    guid: required(textOf(element, 'id')),
    currency,
    date: dayOf(textOf(element, 'date-posted', 'date')),
    description: textOf(element, 'description') ?? '',
    slots: slotsOf(child(element, 'slots')),
    splits: children(child(element, 'splits'), 'split').map(splitOf),
  };
}

const gdateOf = (element: XmlElement, name: string) => {
  const text = textOf(element, name, 'gdate');
  return text === null ? null : dayOf(text);
};

function scheduledOf(element: XmlElement): GncScheduled {
  return {
    guid: required(textOf(element, 'id')),
    name: textOf(element, 'name') ?? '',
    enabled: textOf(element, 'enabled') !== 'n',
    start: gdateOf(element, 'start'),
    end: gdateOf(element, 'end'),
    last: gdateOf(element, 'last'),
    numOccur: Number(textOf(element, 'num-occur') ?? '0'),
    remOccur: Number(textOf(element, 'rem-occur') ?? '0'),
    templateAccountGuid: required(textOf(element, 'templ-acct')),
    recurrences: children(child(element, 'schedule'), 'recurrence').map(recurrenceOf),
  };
}

function recurrenceOf(recurrence: XmlElement): GncRecurrence {
  return {
    mult: Number(textOf(recurrence, 'mult') ?? '1'),
    periodType: textOf(recurrence, 'period_type') ?? '',
    start: dayOf(textOf(recurrence, 'start', 'gdate')),
  };
}

function budgetOf(element: XmlElement): GncBudget {
  const recurrence = child(element, 'recurrence');
  const amounts = [...slotsOf(child(element, 'slots'))].flatMap(([path, value]) => {
    const match = /^([0-9a-f]{32})\/(\d+)$/.exec(path);
    return match
      ? [{ accountGuid: match[1]!, period: Number(match[2]), amount: parseRational(value) }]
      : [];
  });
  return {
    guid: required(textOf(element, 'id')),
    name: textOf(element, 'name') ?? '',
    recurrence: recurrence ? recurrenceOf(recurrence) : null,
    amounts,
  };
}

function fractionsOf(book: XmlElement): Map<string, number> {
  const fractions = new Map<string, number>();
  for (const element of children(book, 'commodity')) {
    const commodity = commodityOf(element);
    const fraction = Number(textOf(element, 'fraction'));
    if (commodity && fraction > 0) fractions.set(`${commodity.space}:${commodity.id}`, fraction);
  }
  return fractions;
}

function parseTree(text: string): XmlElement {
  try {
    return readXml(text);
  } catch {
    throw invalidFile();
  }
}

/** The book an XML file holds, gzipped or not. */
export function readGnucashXml(bytes: Buffer): GncBook {
  const plain = bytes.subarray(0, 2).equals(GZIP_MAGIC) ? gunzipBook(bytes) : bytes;
  const root = parseTree(plain.toString('utf8'));
  if (root.name !== 'gnc-v2') throw invalidFile();
  const book = child(root, 'book') ?? root;
  const templates = children(book, 'template-transactions');
  return {
    accounts: children(book, 'account').map(accountOf),
    fractions: fractionsOf(book),
    transactions: children(book, 'transaction').map(transactionOf),
    templateTransactions: templates.flatMap((t) => children(t, 'transaction').map(transactionOf)),
    scheduled: children(book, 'schedxaction').map(scheduledOf),
    budgets: children(book, 'budget').map(budgetOf),
    features: featuresOf(slotsOf(child(book, 'slots'))),
  };
}
