import type { ForeignAccount } from '../../../../contract/books-import';
import type { KresusAccount, KresusWorld } from './kresus-export-schema';
import { kresusCents } from './kresus-values';

// Kresus's accounts: the balance it shows is the one the bank stated at the last poll when it
// keeps one (accounts of a bank access), else the sum of the account's transactions (manual and
// demo accounts, whose balance the export leaves null; their initialBalance is not counted).

const KIND_BY_TYPE: Record<string, ForeignAccount['kind']> = {
  'account-type.checking': 'CHECKING',
  'account-type.joint': 'CHECKING',
  'account-type.card': 'CARD',
  'account-type.loan': 'LOAN',
  'account-type.mortgage': 'LOAN',
  'account-type.consumer_credit': 'LOAN',
  'account-type.revolving_credit': 'LOAN',
};
const SAVINGS = ['savings', 'deposit', 'livreta', 'livretb', 'ldds', 'pel', 'cel', 'csl', 'cat'];
const INVESTMENT = ['market', 'life_insurance', 'pee', 'perco', 'article_83', 'rsp', 'pea'];
const MORE_INVESTMENT = ['capitalisation', 'perp', 'madelin', 'per', 'real_estate', 'crowdlending'];
for (const type of SAVINGS) KIND_BY_TYPE[`account-type.${type}`] = 'SAVINGS';
for (const type of [...INVESTMENT, ...MORE_INVESTMENT]) {
  KIND_BY_TYPE[`account-type.${type}`] = 'INVESTMENT';
}

/** Accesses whose account numbers are Kresus's own counters, not the bank's. */
const OWN_NUMBERING_VENDORS = new Set(['manual', 'demo']);

export const CARD_ACCOUNT_TYPE = 'account-type.card';

export function accountKey(id: number): string {
  return String(id);
}

function defaultCurrency(world: KresusWorld): string {
  const setting = world.settings.find((s) => s.key === 'default-currency');
  return setting?.value ?? 'EUR';
}

/** Each account, its opening balance such that its brought transactions end on Kresus's. */
export function kresusAccounts(
  world: KresusWorld,
  broughtSums: ReadonlyMap<string, number>,
): ForeignAccount[] {
  const accesses = new Map(world.accesses.map((access) => [access.id, access]));
  return world.accounts.map((account: KresusAccount) => {
    const key = accountKey(account.id);
    const access = accesses.get(account.accessId);
    const stated = account.balance == null ? null : kresusCents(account.balance);
    const ownNumbering = !access || OWN_NUMBERING_VENDORS.has(access.vendorId);
    return {
      key,
      name: account.customLabel || account.label,
      bank: access ? access.customLabel || access.label || access.vendorId : null,
      currency: account.currency || defaultCurrency(world),
      kind: KIND_BY_TYPE[account.type ?? ''] ?? 'OTHER',
      openingBalance: stated === null ? 0 : stated - (broughtSums.get(key) ?? 0),
      closed: account.isOrphan === true,
      number: ownNumbering ? null : account.vendorAccountId,
      iban: account.iban ?? null,
      sourceBalance: stated,
    };
  });
}
