import { z } from 'zod';
import { CENTS_MAX } from './money';
import { DebitCredit } from './debit-credit';
import { isIsoDate } from './dates';
import { idListQuerySchema, idParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { SEARCH_RESULT_CAP } from './operations';
import { boundedText } from './required-text';

// GET /api/operation/search and /search/count (spec 001 §2, §5, §8, §9).

export const SEARCH_PAGE_SIZES = [10, 15, 25, 50, 100] as const;
/** The page size that shows every result (at most SEARCH_RESULT_CAP). */
export const SEARCH_ALL = 'all';
export const SEARCH_DEFAULT_PAGE_SIZE = 25;
export const SEARCH_TEXT_MAX = 200;

/** More results than the cap are refused with operation.search.too-much-results. */
export function tooManyResults(count: number): boolean {
  return count > SEARCH_RESULT_CAP;
}

/**
 * How text is compared in a search, the same on every database: compatibility forms, case and
 * accents folded, ligatures spelt out (CŒUR finds coeur), spaces collapsed.
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleUpperCase('fr')
    .replace(/Œ/g, 'OE')
    .replace(/Æ/g, 'AE')
    .replace(/\s+/g, ' ')
    .trim();
}

const flag = z.stringbool().default(false);
const dateQuery = z.string().refine(isIsoDate, MessageCode.operationPeriodInvalid);

/** Cents, never negative (searched against absolute amounts; debit and credit give the side). */
const amountQuery = z
  .string()
  .regex(/^-?\d{1,15}$/, MessageCode.amountInvalid)
  .transform(Number)
  .refine((cents) => cents >= 0, MessageCode.searchNegativeAmount)
  .refine((cents) => cents <= CENTS_MAX, MessageCode.amountInvalid);

/** Global text: spaces stripped, then not empty. */
const textQuery = boundedText(SEARCH_TEXT_MAX)
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .refine((text) => text !== '', MessageCode.searchTextRequired);

const sizeQuery = z
  .string()
  .refine((size) => size === SEARCH_ALL || SEARCH_PAGE_SIZES.some((n) => String(n) === size))
  .default(String(SEARCH_DEFAULT_PAGE_SIZE))
  .transform((size) => (size === SEARCH_ALL ? null : Number(size)));

/**
 * The filters, each optional: accounts (all without), type, payee, category (its subcategories
 * too; -1 is the undefined category), tag, debit and credit (neither or both: either side),
 * pointed only, text, amounts from and to (absolute), operation dates from and to (value dates
 * with byValueDate, as the analysis sums them); the page (from 1) and its size (null for all).
 */
export const operationSearchQuerySchema = z
  .object({
    accounts: idListQuerySchema.optional(),
    type: idParamSchema.optional(),
    payee: idParamSchema.optional(),
    category: z.union([z.literal('-1').transform(() => -1), idParamSchema]).optional(),
    tag: idParamSchema.optional(),
    debit: flag,
    credit: flag,
    pointed: flag,
    text: textQuery.optional(),
    amountFrom: amountQuery.optional(),
    amountTo: amountQuery.optional(),
    startDate: dateQuery.optional(),
    endDate: dateQuery.optional(),
    byValueDate: flag,
    page: idParamSchema.default(1),
    size: sizeQuery,
  })
  .refine(
    (q) => q.amountFrom === undefined || q.amountTo === undefined || q.amountFrom <= q.amountTo,
    {
      message: MessageCode.searchAmountRange,
      path: ['amountTo'],
    },
  )
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: MessageCode.operationPeriodInvalid,
    path: ['endDate'],
  })
  .transform(({ accounts, type, payee, category, tag, debit, credit, text, ...rest }) => ({
    ...rest,
    accountIds: accounts ?? null,
    typeId: type ?? null,
    payeeId: payee ?? null,
    categoryId: category ?? null,
    tagId: tag ?? null,
    direction: debit === credit ? null : debit ? DebitCredit.debit : DebitCredit.credit,
    /** Folded with searchFold, ready to compare. */
    text: text === undefined ? null : searchFold(text),
  }));
export type OperationSearchQuery = z.infer<typeof operationSearchQuerySchema>;

/** GET /api/operation/search/count. */
export const operationSearchCountDtoSchema = z.object({ count: z.number().int().nonnegative() });
