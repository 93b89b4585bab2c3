import { z } from 'zod';
import { isIsoDate, type IsoDate } from './dates';
import { idListQuerySchema, idParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { POINTED } from './operations';
import { yearMonthSchema } from './operations-period';

// Queries of GET /api/operation and GET /api/operation/balance (spec 001 §2, §7).

/** Lines sort by operation date or by value date (preference sortByDate), oldest first. */
export const OperationOrder = { date: 'date', valueDate: 'valueDate' } as const;
export type OperationOrder = (typeof OperationOrder)[keyof typeof OperationOrder];

export function orderFor(sortByDate: boolean): OperationOrder {
  return sortByDate ? OperationOrder.date : OperationOrder.valueDate;
}

const isoDateQuery = z.string().refine(isIsoDate, MessageCode.operationPeriodInvalid);

/** A period of one date field, both ends included. */
export interface OperationPeriod {
  field: OperationOrder;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The accounts: `accounts` (ids), else the main account of the preferences (`mainAccount`). */
const accountsQuery = {
  accounts: idListQuerySchema.optional(),
  mainAccount: z.stringbool().default(false),
};

type AccountsQuery = { accounts?: number[] | undefined; mainAccount: boolean };
const hasAccounts = (query: AccountsQuery) => query.accounts !== undefined || query.mainAccount;
const accountsIssue = { message: MessageCode.operationAccountRequired, path: ['accounts'] };
/** The account ids asked, or null for the main account. */
const accountIdsOf = (query: AccountsQuery) => query.accounts ?? null;

/** The most lines one page of GET /api/operation holds. */
export const OPERATION_PAGE_SIZE_MAX = 1_000;

/** Lines `offset` to `offset + size` (excluded) of the period, in the order asked. */
export interface OperationPage {
  offset: number;
  size: number;
}

const pageSizeQuery = idParamSchema.pipe(z.number().max(OPERATION_PAGE_SIZE_MAX));

/**
 * GET /api/operation: the accounts, and a month or a year (`yearMonth`, operation dates) or a
 * value-date range (`startValueDate` and `endValueDate`), exactly one of the two. Every line of
 * the period, or one page of them with `size` (and `page`, from 1): our addition to the spec.
 */
export const operationListQuerySchema = z
  .object({
    ...accountsQuery,
    yearMonth: yearMonthSchema.optional(),
    startValueDate: isoDateQuery.optional(),
    endValueDate: isoDateQuery.optional(),
    orderBy: z.enum([OperationOrder.date, OperationOrder.valueDate]).default(OperationOrder.date),
    page: idParamSchema.optional(),
    size: pageSizeQuery.optional(),
  })
  .refine(hasAccounts, accountsIssue)
  .refine((query) => query.page === undefined || query.size !== undefined, { path: ['size'] })
  .transform((query, ctx) => {
    const period = periodOf(query);
    if (!period) ctx.addIssue({ code: 'custom', message: MessageCode.operationPeriodInvalid });
    const { orderBy, page = 1, size } = query;
    const paging: OperationPage | null = size ? { offset: (page - 1) * size, size } : null;
    return period ? { accountIds: accountIdsOf(query), period, orderBy, paging } : z.NEVER;
  });
export type OperationListQuery = z.infer<typeof operationListQuerySchema>;

function periodOf(query: {
  yearMonth?: { startDate: IsoDate; endDate: IsoDate } | undefined;
  startValueDate?: IsoDate | undefined;
  endValueDate?: IsoDate | undefined;
}): OperationPeriod | null {
  const { yearMonth, startValueDate, endValueDate } = query;
  const range = startValueDate !== undefined || endValueDate !== undefined;
  if (yearMonth) return range ? null : { field: OperationOrder.date, ...yearMonth };
  if (!startValueDate || !endValueDate || endValueDate < startValueDate) return null;
  return { field: OperationOrder.valueDate, startDate: startValueDate, endDate: endValueDate };
}

/**
 * GET /api/operation/balance: the initial balances plus the operations before `startDate` (by
 * operation date) or `startValueDate` (by value date), at most one; all of them without either.
 * `state=P` counts the pointed ones only.
 */
export const operationBalanceQuerySchema = z
  .object({
    ...accountsQuery,
    state: z.literal(POINTED).optional(),
    startDate: isoDateQuery.optional(),
    startValueDate: isoDateQuery.optional(),
  })
  .refine(hasAccounts, accountsIssue)
  .refine((query) => !(query.startDate && query.startValueDate), {
    message: MessageCode.operationPeriodInvalid,
  })
  .transform((query) => ({
    accountIds: accountIdsOf(query),
    pointedOnly: query.state === POINTED,
    before: beforeOf(query),
  }));
export type OperationBalanceQuery = z.infer<typeof operationBalanceQuerySchema>;

function beforeOf(query: {
  startDate?: IsoDate | undefined;
  startValueDate?: IsoDate | undefined;
}) {
  if (query.startDate) return { field: OperationOrder.date, date: query.startDate };
  if (query.startValueDate) return { field: OperationOrder.valueDate, date: query.startValueDate };
  return null;
}
