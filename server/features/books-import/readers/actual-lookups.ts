import type { ActualRows } from './actual-rows';

// What the mappings of an Actual budget share: which accounts, categories and payees are brought,
// and the ids a transaction or a schedule names resolved through Actual's mapping tables.

export interface ActualLookups {
  accountKeys: Set<string>;
  /** Payees brought: those not standing for an account. */
  payeeKeys: Set<string>;
  categoryKeys: Set<string>;
  /** Transfer payee id → the account it stands for. */
  transferAccounts: Map<string, string>;
  payee(id: string | null): string | null;
  category(id: string | null): string | null;
}

export function actualLookups(rows: ActualRows): ActualLookups {
  const accountKeys = new Set(rows.accounts.map((a) => a.id));
  const categoryKeys = new Set(rows.categories.map((c) => c.id));
  const transferAccounts = new Map(
    rows.payees.flatMap((p) => (p.transfer_acct ? [[p.id, p.transfer_acct] as const] : [])),
  );
  const payeeKeys = new Set(
    rows.payees.filter((p) => !p.transfer_acct && p.name?.trim()).map((p) => p.id),
  );
  const resolvedPayee = (id: string) => rows.payeeMapping.get(id) ?? id;
  return {
    accountKeys,
    payeeKeys,
    categoryKeys,
    transferAccounts: new Map(
      [...rows.payeeMapping.keys(), ...transferAccounts.keys()].flatMap((id) => {
        const account = transferAccounts.get(resolvedPayee(id));
        return account ? [[id, account] as const] : [];
      }),
    ),
    payee: (id) => (id && payeeKeys.has(resolvedPayee(id)) ? resolvedPayee(id) : null),
    category: (id) => {
      const resolved = id && (rows.categoryMapping.get(id) ?? id);
      return resolved && categoryKeys.has(resolved) ? resolved : null;
    },
  };
}

/** An Actual date (the integer yyyymmdd) as ISO yyyy-MM-dd. */
export function actualDate(value: number | string): string {
  const text = String(value);
  if (!/^\d{8}$/.test(text)) throw new Error(`Actual date ${text}`);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`;
}

/**
 * The tags of an Actual note: words after a '#', which ends at a space or another '#'; a doubled
 * '##' is no tag (loot-core's shared/tags.ts).
 */
export function actualTags(...notes: (string | null)[]): string[] {
  const tags = notes.flatMap((note) =>
    [...(note ?? '').matchAll(/(?<!#)#([^#\s]+)/g)].map((match) => match[1]!),
  );
  return [...new Set(tags)];
}
