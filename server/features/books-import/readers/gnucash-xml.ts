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
  type GncCommodity,
  type GncSplit,
  type GncTransaction,
} from './gnucash-book';
import { budgetOf, scheduledOf } from './gnucash-xml-plans';
import { dayOf, required, slotsOf } from './gnucash-xml-values';

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

function commodityOf(element: XmlElement | undefined): GncCommodity | null {
  const space = textOf(element, 'space');
  const id = textOf(element, 'id');
  return space && id ? { space, id } : null;
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
