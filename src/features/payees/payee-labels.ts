import type { TFunction } from 'i18next';
import { CategoryId, type CategoryRefDto } from '../../../contract/categories';

/** A payee's default category as read: its name, "split" or "no category". */
export function categoryLabel(category: CategoryRefDto, t: TFunction): string {
  if (category.categoryId === CategoryId.split) return t('ui.category.split');
  if (category.categoryId === CategoryId.undefined) return t('ui.category.undefined');
  return category.name;
}

/** Spec 001 §8: what a refused payee save or delete says when its messageCode cannot be worded. */
export const GENERIC_ERROR = 'modal.genericError.desc';
