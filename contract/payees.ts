import { z } from 'zod';
import { safeText } from './text';
import { CategoryId, categoryRefDtoSchema, type CategoryRefDto } from './categories';
import { debitCreditSchema } from './debit-credit';
import { idListQuerySchema, idParamSchema, idSchema } from './ids';
import { MessageCode } from './message-codes';
import { centsField, centsSchema } from './money';
import { KEYWORD_MAX, parseKeywords } from './payee-keywords';
import { payeeSplitPartSchema, splitTemplateError, withoutEmptyParts } from './payee-splits';
import { tagDtoSchema, tagRefSchema } from './tags';
import { boundedText, requiredText } from './required-text';
import { int4Field } from './integers';

// Payloads of /api/payees (spec 001 §3 Payee, §5, §7, §8).

/** Special payee entries (spec 001 §3, §9): none chosen (the default, stored as NULL), create new. */
export const PayeeId = { undefined: -1, createNew: -2 } as const;
export const PAYEE_NAME_MAX = 100;

export const payeeIdParamsSchema = z.object({ payeeId: idParamSchema });

/** A payee's default category of one side: a category, undefined (-1 or null) or split (-2). */
const payeeCategorySchema = z
  .object({
    categoryId: z.union([idSchema, z.literal(CategoryId.undefined), z.literal(CategoryId.split)]),
  })
  .nullish()
  .transform((category) => category?.categoryId ?? CategoryId.undefined);

const side = z.array(payeeSplitPartSchema).default([]).transform(withoutEmptyParts);
const defaultAmount = centsField(MessageCode.amountInvalid)
  .nonnegative(MessageCode.amountInvalid)
  .nullish()
  .transform((cents) => cents ?? null);

/**
 * POST /api/payees: a payee to create or update (payeeId, when given and positive). Answers
 * with the categories as stored: an id or null, plus the side's parts when it is split (the
 * parts of a side that is not split are dropped).
 */
export const payeeSaveSchema = z
  .object({
    payeeId: int4Field().nullish(),
    name: requiredText(MessageCode.payeeNeedName, PAYEE_NAME_MAX),
    keywords: z
      .union([safeText(), z.array(safeText())])
      .default([])
      .transform(parseKeywords)
      .pipe(z.array(boundedText(KEYWORD_MAX))),
    debitCredit: debitCreditSchema.default(-1),
    default: z.boolean().default(false),
    creditCategory: payeeCategorySchema,
    debitCategory: payeeCategorySchema,
    splitCategoriesCredit: side,
    splitCategoriesDebit: side,
    amountCredit: defaultAmount,
    amountDebit: defaultAmount,
    tags: z
      .array(tagRefSchema)
      .default([])
      .transform((tags) => [...new Set(tags.map((tag) => tag.tagId))]),
  })
  .superRefine((payee, ctx) => {
    const undefinedId = CategoryId.undefined;
    if (payee.creditCategory === undefinedId && payee.debitCategory === undefinedId) {
      ctx.addIssue({ code: 'custom', message: MessageCode.payeeEmptyCategories });
    }
    const sides = [
      ['splitCategoriesCredit', payee.creditCategory, payee.amountCredit],
      ['splitCategoriesDebit', payee.debitCategory, payee.amountDebit],
    ] as const;
    for (const [key, category, total] of sides) {
      const error = category === CategoryId.split ? splitTemplateError(payee[key], total) : null;
      if (error) ctx.addIssue({ code: 'custom', message: error, path: [key] });
    }
  })
  .transform(({ payeeId, creditCategory, debitCategory, ...payee }) => ({
    ...payee,
    payeeId: payeeId && payeeId > 0 ? payeeId : null,
    creditCategory: storedDefault(creditCategory),
    debitCategory: storedDefault(debitCategory),
    splitCategoriesCredit: creditCategory === CategoryId.split ? payee.splitCategoriesCredit : [],
    splitCategoriesDebit: debitCategory === CategoryId.split ? payee.splitCategoriesDebit : [],
  }));
export type PayeeSaveRequest = z.infer<typeof payeeSaveSchema>;

/** Split and undefined store no default category; split shows through the stored parts. */
function storedDefault(categoryId: number): number | null {
  return categoryId > 0 ? categoryId : null;
}

/** Storage → API: a side with parts is split (-2), else its category or undefined (-1). */
export function payeeCategoryToApi(
  category: CategoryRefDto | null,
  partCount: number,
): CategoryRefDto {
  if (partCount > 0) return { categoryId: CategoryId.split, name: '' };
  return category ?? { categoryId: CategoryId.undefined, name: '' };
}

const splitPartDtoSchema = z.object({
  category: categoryRefDtoSchema,
  tags: z.array(tagDtoSchema),
  amount: centsSchema,
  percentage: z.number().nullable(),
});

/** GET /api/payees: special categories carry their id (-1, -2) and an empty name. */
export const payeeDtoSchema = z.object({
  payeeId: idSchema,
  name: z.string(),
  keywords: z.array(z.string()),
  debitCredit: debitCreditSchema,
  default: z.boolean(),
  creditCategory: categoryRefDtoSchema,
  debitCategory: categoryRefDtoSchema,
  splitCategoriesCredit: z.array(splitPartDtoSchema),
  splitCategoriesDebit: z.array(splitPartDtoSchema),
  amountCredit: centsSchema.nullable(),
  amountDebit: centsSchema.nullable(),
  tags: z.array(tagDtoSchema),
});
export type PayeeDto = z.infer<typeof payeeDtoSchema>;

/** GET /api/payees/has-operations?payeesId=1,2: whether any of them is used by an operation. */
export const payeesHasOperationsQuerySchema = z.object({ payeesId: idListQuerySchema });
export const payeesHasOperationsDtoSchema = z.object({ value: z.boolean() });

/** POST /api/payees/format: the text of an operation (imported label, else memo) → a name. */
export const payeeFormatSchema = z
  .object({
    label: boundedText(500).nullish(),
    memo: boundedText(500).nullish(),
  })
  .transform((operation) => operation.label?.trim() || operation.memo?.trim() || '');
export const payeeFormatDtoSchema = z.object({ name: z.string() });

/**
 * POST api/operation/refreshPayee/{payeeId}: gives the payee's default categories (or its split
 * parts) to its operations whose category is undefined; answers how many changed.
 */
export const refreshPayeeDtoSchema = z.object({ count: z.number().int().nonnegative() });
