import type {
  ForeignAccount,
  ForeignBooks,
  ForeignCategory,
} from '../../../../contract/books-import';
import { elementsNamed, type HomebankAttributes, type HomebankDocument } from './homebank-xml';
import { AppError } from '../../../http/app-error';
import { HOMEBANK_NO_CURRENCY, homebankCents, homebankInt, invalidFile } from './homebank-values';

// HomeBank's lists: accounts (with their currency and initial balance), payees, categories (a
// sub-category names its parent; the income flag is bit 1) and tags (referred to by name).

const ACCOUNT_CLOSED = 1 << 1;
const CATEGORY_INCOME = 1 << 1;

const ACCOUNT_KINDS: Record<number, ForeignAccount['kind']> = {
  1: 'CHECKING',
  2: 'CASH',
  4: 'CARD',
  5: 'LOAN',
  6: 'CHECKING',
  7: 'SAVINGS',
};

const text = (value: string | undefined) => (value && value !== '(null)' ? value : null);

function currencyOf(document: HomebankDocument, key: number): string {
  if (elementsNamed(document, 'cur').length === 0) throw new AppError(422, HOMEBANK_NO_CURRENCY);
  const baseKey = homebankInt(elementsNamed(document, 'properties')[0]?.curr);
  const currency = elementsNamed(document, 'cur').find(
    (c) => homebankInt(c.key) === (key || baseKey),
  );
  const iso = currency?.iso?.toUpperCase();
  if (!iso || !/^[A-Z]{3}$/.test(iso)) throw invalidFile();
  return iso;
}

function accountOf(document: HomebankDocument, account: HomebankAttributes): ForeignAccount {
  const name = text(account.name);
  if (!account.key || !name) throw invalidFile();
  return {
    key: String(homebankInt(account.key)),
    name,
    bank: text(account.bankname),
    currency: currencyOf(document, homebankInt(account.curr)),
    kind: ACCOUNT_KINDS[homebankInt(account.type)] ?? 'OTHER',
    openingBalance: homebankCents(account.initial),
    closed: (homebankInt(account.flags) & ACCOUNT_CLOSED) !== 0,
    number: text(account.number),
    iban: null,
    sourceBalance: null,
  };
}

export function accountsOf(document: HomebankDocument): ForeignAccount[] {
  return elementsNamed(document, 'account').map((account) => accountOf(document, account));
}

function namedList(document: HomebankDocument, element: string) {
  return elementsNamed(document, element)
    .filter((item) => homebankInt(item.key) !== 0 && text(item.name) !== null)
    .map((item) => ({ key: String(homebankInt(item.key)), name: text(item.name)! }));
}

export const payeesOf = (document: HomebankDocument): ForeignBooks['payees'] =>
  namedList(document, 'pay');

/** The categories, each parent before its children (an unknown parent makes it a root). */
export function categoriesOf(document: HomebankDocument): ForeignCategory[] {
  const all = elementsNamed(document, 'cat')
    .filter((c) => homebankInt(c.key) !== 0 && text(c.name) !== null)
    .map((c) => ({
      key: String(homebankInt(c.key)),
      name: text(c.name)!,
      parentKey: homebankInt(c.parent) === 0 ? null : String(homebankInt(c.parent)),
      kind: homebankInt(c.flags) & CATEGORY_INCOME ? ('INCOME' as const) : ('EXPENSE' as const),
    }));
  const known = new Set(all.map((c) => c.key));
  const childrenOf = new Map<string | null, ForeignCategory[]>();
  for (const category of all) {
    const parentKey =
      category.parentKey !== null && known.has(category.parentKey) ? category.parentKey : null;
    childrenOf.set(parentKey, [...(childrenOf.get(parentKey) ?? []), { ...category, parentKey }]);
  }
  const ordered: ForeignCategory[] = [];
  const place = (parentKey: string | null) => {
    for (const category of childrenOf.get(parentKey) ?? []) {
      ordered.push(category);
      place(category.key);
    }
  };
  place(null);
  if (ordered.length !== all.length) throw invalidFile();
  return ordered;
}

/** The tags, with those a transaction names without the file listing them (HomeBank adds them). */
export function tagsOf(document: HomebankDocument): ForeignBooks['tags'] {
  const tags = namedList(document, 'tag');
  const names = new Set(tags.map((t) => t.name));
  const used = [...elementsNamed(document, 'ope'), ...elementsNamed(document, 'fav')];
  for (const name of used.flatMap((item) => tagNames(item.tags))) {
    if (!names.has(name)) tags.push({ key: `name:${name}`, name });
    names.add(name);
  }
  return tags;
}

/** The tag names of a transaction, as HomeBank writes them: separated by spaces. */
export function tagNames(tags: string | undefined): string[] {
  return [...new Set((text(tags) ?? '').split(' ').filter((name) => name !== ''))];
}
