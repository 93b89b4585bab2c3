import type {
  FOREIGN_ACCOUNT_KINDS,
  ForeignAccount,
  ForeignCategory,
} from '../../../../contract/books-import';
import { isCurrency, type GncAccount, type GncBook } from './gnucash-book';

// GnuCash's one tree of accounts split into what Pécule keeps apart: money accounts (bank, cash,
// card, other assets and debts held in a currency) become accounts; income and expense accounts
// become the category tree; equity accounts hold the opening balances; shares and funds are
// holdings Pécule does not keep (only the money paid or received for them is brought).

type AccountKind = (typeof FOREIGN_ACCOUNT_KINDS)[number];

const MONEY_KINDS: Record<string, AccountKind> = {
  BANK: 'CHECKING',
  CHECKING: 'CHECKING',
  SAVINGS: 'SAVINGS',
  MONEYMRKT: 'SAVINGS',
  CASH: 'CASH',
  CREDIT: 'CARD',
  CREDITLINE: 'LOAN',
  ASSET: 'OTHER',
  LIABILITY: 'LOAN',
  RECEIVABLE: 'OTHER',
  PAYABLE: 'LOAN',
};
const CATEGORY_KINDS: Record<string, 'INCOME' | 'EXPENSE'> = {
  INCOME: 'INCOME',
  EXPENSE: 'EXPENSE',
};

/** What an account of the book becomes. */
export type AccountRole = 'account' | 'group' | 'category' | 'equity' | 'investment' | 'other';

export interface GncChart {
  accounts: ForeignAccount[];
  categories: ForeignCategory[];
  roleOf(guid: string): AccountRole;
  /** The category an income or expense account became, null when it is none. */
  categoryKey(guid: string): string | null;
  account(guid: string): GncAccount | undefined;
  /** The account's path from the top (Assets:Investments:ACME), as GnuCash writes it. */
  fullName(guid: string): string;
}

function roleOf(account: GncAccount, hasSplits: boolean, hasChildren: boolean): AccountRole {
  if (account.type in CATEGORY_KINDS) return 'category';
  if (account.type === 'EQUITY') return 'equity';
  if (account.type === 'STOCK' || account.type === 'MUTUAL') return 'investment';
  if (!(account.type in MONEY_KINDS)) return 'other';
  if (!isCurrency(account.commodity)) return 'investment';
  return !hasSplits && (account.placeholder || hasChildren) ? 'group' : 'account';
}

function ancestorsOf(account: GncAccount, byGuid: ReadonlyMap<string, GncAccount>): GncAccount[] {
  const ancestors: GncAccount[] = [];
  let parent = account.parentGuid ? byGuid.get(account.parentGuid) : undefined;
  while (parent && parent.type !== 'ROOT' && ancestors.length < 100) {
    ancestors.push(parent);
    parent = parent.parentGuid ? byGuid.get(parent.parentGuid) : undefined;
  }
  return ancestors;
}

/** Top-level Income and Expenses placeholders only hold the tree: their children rise a level. */
const isTopGroup = (account: GncAccount, byGuid: ReadonlyMap<string, GncAccount>) =>
  account.placeholder && ancestorsOf(account, byGuid).length === 0;

function categoriesOf(
  book: GncBook,
  byGuid: ReadonlyMap<string, GncAccount>,
  roles: ReadonlyMap<string, AccountRole>,
): ForeignCategory[] {
  const kept = book.accounts.filter(
    (a) => roles.get(a.guid) === 'category' && !isTopGroup(a, byGuid),
  );
  const keptGuids = new Set(kept.map((a) => a.guid));
  const category = (account: GncAccount): ForeignCategory => ({
    key: account.guid,
    name: account.name || account.guid,
    parentKey: account.parentGuid && keptGuids.has(account.parentGuid) ? account.parentGuid : null,
    kind: CATEGORY_KINDS[account.type]!,
  });
  const all = kept.map(category);
  const inTreeOrder = (parentKey: string | null): ForeignCategory[] =>
    all.filter((c) => c.parentKey === parentKey).flatMap((c) => [c, ...inTreeOrder(c.key)]);
  return inTreeOrder(null);
}

/** The bank: the nearest enclosing account of type BANK (a bank's accounts grouped under it). */
const bankOf = (account: GncAccount, byGuid: ReadonlyMap<string, GncAccount>) =>
  ancestorsOf(account, byGuid).find((a) => a.type === 'BANK')?.name ?? null;

export function chartOf(book: GncBook): GncChart {
  const byGuid = new Map(book.accounts.map((a) => [a.guid, a]));
  const withSplits = new Set(
    [...book.transactions.flatMap((t) => t.splits)].map((s) => s.accountGuid),
  );
  const parents = new Set(book.accounts.map((a) => a.parentGuid));
  const roles = new Map(
    book.accounts.map((a) => [a.guid, roleOf(a, withSplits.has(a.guid), parents.has(a.guid))]),
  );
  const accounts = book.accounts
    .filter((a) => roles.get(a.guid) === 'account')
    .map((a): ForeignAccount => ({
      key: a.guid,
      name: a.name || a.guid,
      bank: bankOf(a, byGuid),
      currency: a.commodity!.id,
      kind: MONEY_KINDS[a.type]!,
      openingBalance: 0,
      closed: a.hidden,
      number: null,
      iban: null,
      sourceBalance: null,
    }));
  const categories = categoriesOf(book, byGuid, roles);
  const categoryKeys = new Set(categories.map((c) => c.key));
  return {
    accounts,
    categories,
    roleOf: (guid) => roles.get(guid) ?? 'other',
    categoryKey: (guid) => (categoryKeys.has(guid) ? guid : null),
    account: (guid) => byGuid.get(guid),
    fullName: (guid) => {
      const account = byGuid.get(guid);
      if (!account) return guid;
      return [...ancestorsOf(account, byGuid).reverse(), account].map((a) => a.name).join(':');
    },
  };
}
