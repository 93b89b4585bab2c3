import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { categorySaveSchema, rootOf, type CategoryDto } from '../../../contract/categories';
import { fitsUnder, isSelfOrDescendant, subtreeHeight } from '../../../contract/category-tree';
import type { Direction } from '../../../contract/debit-credit';
import { MessageCode } from '../../../contract/message-codes';
import type { ServerErrorMap } from '../../lib/form-errors';
import type { CategoryBody } from './categories-api';
import { allCategories } from './category-tree-model';

/** What the modal edits: a new category (in a tree, maybe under a parent) or an existing one. */
export type CategoryTarget =
  | { kind: 'add'; debitCredit: Direction; parent: CategoryDto | null }
  | { kind: 'edit'; category: CategoryDto };

export type CategoryFormValues = z.input<typeof categorySaveSchema>;

const PARENT_FIELD = 'parent.categoryId';

/**
 * The contract's schema, plus the place rules the server also checks, told before asking it:
 * not under itself or its subcategories, and at most three levels with its own subcategories.
 */
export function categoryFormSchema(target: CategoryTarget, tree: readonly CategoryDto[]) {
  const byId = new Map(allCategories(tree).map((node) => [node.categoryId, node]));
  const editing = target.kind === 'edit' ? target.category : null;
  return categorySaveSchema.superRefine(({ parent }, context) => {
    const parentOf = (id: number) => byId.get(id)?.parent?.categoryId ?? null;
    if (editing && isSelfOrDescendant(editing.categoryId, parent, parentOf)) {
      context.addIssue({
        code: 'custom',
        path: PARENT_FIELD.split('.'),
        message: 'category.error.parentCategoryItself',
      });
      return;
    }
    const parentLevel = parent === null ? null : (byId.get(parent)?.level ?? null);
    if (!fitsUnder(parentLevel, editing ? subtreeHeight(editing) : 1)) {
      context.addIssue({
        code: 'custom',
        path: PARENT_FIELD.split('.'),
        message: MessageCode.categoryTooDeep,
      });
    }
  });
}

/** The form's first values: an edited category as it is; a new one resembling its parent. */
export function initialValues(target: CategoryTarget): DefaultValues<CategoryFormValues> {
  if (target.kind === 'edit') {
    const { name, debitCredit, parent, similar } = target.category;
    return {
      name,
      debitCredit,
      parent: { categoryId: parent?.categoryId ?? rootOf(debitCredit) },
      similar: { categoryId: similar?.categoryId },
    };
  }
  const { debitCredit, parent } = target;
  const similar = parent && (parent.owned ? parent.similar?.categoryId : parent.categoryId);
  return {
    name: '',
    debitCredit,
    parent: { categoryId: parent?.categoryId ?? rootOf(debitCredit) },
    similar: { categoryId: similar ?? undefined },
  };
}

export const bodyOf = (values: z.output<typeof categorySaveSchema>): CategoryBody => ({
  name: values.name,
  debitCredit: values.debitCredit,
  parent: values.parent === null ? null : { categoryId: values.parent },
  similar: values.similar,
});

/** The server's refusals, told on the field they are about (spec 001 §8 wordings). */
export const CATEGORY_SAVE_ERRORS: ServerErrorMap<
  'name' | typeof PARENT_FIELD | 'similar.categoryId'
> = {
  codes: {
    [MessageCode.categoryAlreadyExist]: { field: 'name', message: 'category.error.alreadyExist' },
    [MessageCode.categoryNameRequired]: 'name',
    [MessageCode.categoryParentItself]: {
      field: PARENT_FIELD,
      message: 'category.error.parentCategoryItself',
    },
    [MessageCode.categoryTooDeep]: PARENT_FIELD,
    [MessageCode.categorySimilarOwned]: 'similar.categoryId',
    [MessageCode.categorySimilarRequired]: 'similar.categoryId',
  },
};
