import { z } from 'zod';
import { DebitCredit, directionSchema, type Direction } from './debit-credit';
import { idField, idParamSchema, idSchema, NEW_ID, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { requiredText } from './required-text';

// Payloads of /api/category (spec 001 §3 Category, §4, §5, §7, §8).

/**
 * Special category ids (spec 001 §3), never stored: undefined is stored as no category (NULL);
 * split (ventilated) is what an operation or payee with several parts shows; redirect is the
 * entry of category selectors that leads to the categories screen (its use is not shown).
 */
export const CategoryId = { undefined: -1, split: -2, redirect: -3 } as const;

/** Ids of the two virtual roots: the parent of top-level categories in reorder paths and bodies. */
export const CategoryRoot = { credit: 'CREDIT_ROOT', debit: 'DEBIT_ROOT' } as const;
export type CategoryRoot = (typeof CategoryRoot)[keyof typeof CategoryRoot];

export function rootOf(debitCredit: Direction): CategoryRoot {
  return debitCredit === DebitCredit.credit ? CategoryRoot.credit : CategoryRoot.debit;
}

const categoryRootSchema = z.enum([CategoryRoot.credit, CategoryRoot.debit]);

export const CATEGORY_NAME_MAX = 100;

/**
 * API → storage, once at the edge: undefined (-1, or nothing) becomes NULL. Split and redirect
 * cannot be stored; the schemas refuse them first, so meeting one here is a bug.
 */
export function categoryIdFromApi(categoryId: number | null | undefined): number | null {
  if (categoryId == null || categoryId === CategoryId.undefined) return null;
  if (categoryId > 0) return categoryId;
  throw new RangeError(`Category id ${categoryId} is never stored`);
}

/** Storage → API: no category is the undefined category. */
export function categoryIdToApi(categoryId: number | null): number {
  return categoryId ?? CategoryId.undefined;
}

/** A category a body may store: a real id or undefined (-1); parsed to the stored value. */
export const storedCategoryIdSchema = z
  .union([idSchema, z.literal(CategoryId.undefined)])
  .transform(categoryIdFromApi);

export const categoryIdParamsSchema = z.object({ categoryId: idParamSchema });

/** The path id of POST /api/category/{categoryId} that creates a category. */
export const NEW_CATEGORY_ID = NEW_ID;

/** POST /api/category/{categoryId}: a category of the user, or NEW_CATEGORY_ID (parsed to null). */
export const categorySaveParamsSchema = z.object({
  categoryId: saveIdParamSchema,
});

/** The parent in /reorder paths: a category, or a root for the top level. */
export const categoryParentParamsSchema = z.object({
  categoryId: z.union([categoryRootSchema, idParamSchema]),
});

/** GET /api/category?withNotEnabled=true also answers disabled categories. */
export const categoryListQuerySchema = z.object({ withNotEnabled: z.stringbool().default(false) });

export const categoryRefDtoSchema = z.object({ categoryId: z.number().int(), name: z.string() });
export type CategoryRefDto = z.infer<typeof categoryRefDtoSchema>;

export interface CategoryDto {
  categoryId: number;
  name: string;
  debitCredit: Direction;
  parent: CategoryRefDto | null;
  children: CategoryDto[];
  enabled: boolean;
  /** Created by the user, rather than copied from the standard tree. */
  owned: boolean;
  sortIndex: number;
  level: number;
  /**
   * The standard category this one resembles: the user's copy of its template (owned false; a
   * copy names itself), so the screen can send it back as is.
   */
  similar: CategoryRefDto | null;
  /** Names from the root down, see categoryFullName. */
  fullName: string;
}

export const categoryDtoSchema: z.ZodType<CategoryDto> = z.object({
  categoryId: idSchema,
  name: z.string(),
  debitCredit: directionSchema,
  parent: categoryRefDtoSchema.nullable(),
  get children() {
    return z.array(categoryDtoSchema);
  },
  enabled: z.boolean(),
  owned: z.boolean(),
  sortIndex: z.number().int(),
  level: z.number().int().min(1).max(3),
  similar: categoryRefDtoSchema.nullable(),
  fullName: z.string(),
});

/** GET /api/category: the two trees, each sorted with categoryComparator (category-tree.ts). */
export const categoryTreesDtoSchema = z.object({
  credit: z.array(categoryDtoSchema),
  debit: z.array(categoryDtoSchema),
});
export type CategoryTreesDto = z.infer<typeof categoryTreesDtoSchema>;

/**
 * POST /api/category/{categoryId}, creating with NEW_CATEGORY_ID: the tree (debitCredit, which an
 * update cannot change) and the place (parent; null or a root for the top level). The
 * similar category is required and must be one of the user's standard categories, owned false
 * (category.similar.owned, checked by the server).
 */
export const categorySaveSchema = z
  .object({
    name: requiredText(MessageCode.categoryNameRequired, CATEGORY_NAME_MAX),
    debitCredit: directionSchema,
    parent: z.object({ categoryId: z.union([idSchema, categoryRootSchema]) }).nullish(),
    similar: z.object(
      { categoryId: idField(MessageCode.categorySimilarRequired) },
      MessageCode.categorySimilarRequired,
    ),
  })
  .refine(
    ({ parent, debitCredit }) =>
      typeof parent?.categoryId !== 'string' || parent.categoryId === rootOf(debitCredit),
    { path: ['parent'] },
  )
  .transform(({ parent, ...category }) => ({
    ...category,
    /** The parent id, or null at the top level. */
    parent: typeof parent?.categoryId === 'number' ? parent.categoryId : null,
  }));
export type CategorySaveRequest = z.infer<typeof categorySaveSchema>;

/** POST /api/category/{parentId}/reorder: the children in their new order, each once. */
export const categoryReorderSchema = z.object({
  sortedIds: z
    .array(idSchema)
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, MessageCode.categoryReorderInvalid),
});

/** The alerts the categories screen shows for the server's refusals (spec 001 §8). */
export const CATEGORY_ERROR_ALERTS: Readonly<Record<string, string>> = {
  [MessageCode.categoryAttachedToOperations]: 'param.cat.delete.attached-to-operations',
  [MessageCode.categoryAttachedToPayees]: 'param.cat.delete.attached-to-payees',
  [MessageCode.categoryParentItself]: 'category.error.parentCategoryItself',
  [MessageCode.categoryAlreadyExist]: 'category.error.alreadyExist',
};
