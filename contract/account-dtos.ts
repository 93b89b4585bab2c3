import { z } from 'zod';
import { ACCOUNT_TYPES, AccountTypeGroup } from './accounts';
import { idSchema } from './ids';
import { centsSchema } from './money';

// Answers of /api/account and /api/bank (spec 000 §3, 001 §3, 002 §3 Account).

export const currencyDtoSchema = z.object({
  currencyId: idSchema,
  name: z.string(),
  symb: z.string(),
  abrv: z.string(),
});

export const accountDtoSchema = z.object({
  accountId: idSchema,
  name: z.string(),
  number: z.string().nullable(),
  /** Normalised (no spaces, upper case); masked on display, see contract/masking.ts. */
  iban: z.string().nullable(),
  owner: z.string().nullable(),
  type: z.string(),
  currency: currencyDtoSchema,
  bank: z.object({ bankId: idSchema, name: z.string(), bankNameId: idSchema.nullable() }),
  /** Yearly percentage, 0 to 100 with 2 decimals. */
  interestRate: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  limitDate: z.string().nullable(),
  initialBalance: centsSchema,
  initialCapital: centsSchema.nullable(),
  monthlyDeadline: centsSchema.nullable(),
  favorite: z.boolean(),
  level: z.number().int(),
  /** Instants, ISO UTC. */
  lastImportDate: z.string().nullable(),
  lastUpdateDate: z.string().nullable(),
  lastBiSyncDate: z.string().nullable(),
  biAccountId: z.number().int().nullable(),
  biSyncError: z.string().nullable(),
  tempoType: z.string().nullable(),
});
export type AccountDto = z.infer<typeof accountDtoSchema>;

/**
 * A node of GET /api/account/type and /byType (spec 001 §3 AccountType: type, children,
 * accounts): a group (CURRENT, SAVINGS…) whose children are the type codes. /type answers the
 * whole tree without accounts; /byType only the groups and types holding accounts, each type
 * with its accounts.
 */
export interface AccountTypeNode {
  type: string;
  children: AccountTypeNode[];
  accounts?: AccountDto[];
}

export const accountTypeNodeSchema: z.ZodType<AccountTypeNode> = z.object({
  type: z.string(),
  get children() {
    return z.array(accountTypeNodeSchema);
  },
  accounts: z.array(accountDtoSchema).optional(),
});

/** The tree GET /api/account/type answers: groups in their order, types in list order. */
export function accountTypeTree(): AccountTypeNode[] {
  return Object.values(AccountTypeGroup).map((group) => ({
    type: group,
    children: Object.entries(ACCOUNT_TYPES)
      .filter(([, of]) => of === group)
      .map(([type]) => ({ type, children: [] })),
  }));
}

/** GET /api/account/byType: the tree, keeping types that hold accounts, each with its own. */
export function accountsByType(accounts: readonly AccountDto[]): AccountTypeNode[] {
  return accountTypeTree()
    .map((group) => ({
      ...group,
      children: group.children
        .map((node) => ({ ...node, accounts: accounts.filter((a) => a.type === node.type) }))
        .filter((node) => node.accounts.length > 0),
    }))
    .filter((group) => group.children.length > 0);
}
