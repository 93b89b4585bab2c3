import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_ERROR_ALERTS,
  type CategoryDto,
  type CategoryTreesDto,
} from '../../../contract/categories';
import { useToast } from '../../components/toast-context';
import { messageCodeOf } from '../../lib/api';
import { errorMessageKey } from '../../lib/messages';
import type { MoveControl } from './category-row-parts';
import { parentKeyOf, reorderedIds, siblingsOf } from './category-tree-model';
import type { Refusal } from './refusal-alert';
import { useDeleteCategory, useEnableCategory, useReorderCategories } from './use-categories';

/** The i18n key telling a refused change (spec 001 §8 alerts, else the server's code). */
export const refusalKey = (error: unknown): string =>
  CATEGORY_ERROR_ALERTS[messageCodeOf(error) ?? ''] ?? errorMessageKey(error);

/**
 * Reorder, delete (disable) and enable, each telling its refusal under its row; a moved row keeps
 * the focus and the move is announced to screen readers.
 */
export function useCategoryActions(trees: CategoryTreesDto) {
  const { t } = useTranslation();
  const toast = useToast();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; control: MoveControl } | null>(null);
  const reorder = useReorderCategories();
  const enable = useEnableCategory();
  const remove = useDeleteCategory();

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    const row = document.querySelector(`[data-category-id="${pending.id}"]`);
    const control = row?.querySelector<HTMLButtonElement>(`[data-control="${pending.control}"]`);
    const target =
      control && !control.disabled
        ? control
        : row?.querySelector<HTMLElement>('[data-control="handle"]');
    target?.focus();
    focusAfterMove.current = null;
  }, [trees]);

  const refuse = (categoryId: number | null, messageKey: string) =>
    setRefusal({ categoryId, messageKey });
  const refusedOn = (category: CategoryDto) => (error: unknown) =>
    refuse(category.categoryId, refusalKey(error));

  const move = (category: CategoryDto, toIndex: number, control: MoveControl) => {
    const parent = parentKeyOf(category);
    const siblings = siblingsOf(trees, category);
    const sortedIds = reorderedIds(siblings, category.categoryId, toIndex);
    if (!sortedIds) return;
    setRefusal(null);
    focusAfterMove.current = { id: category.categoryId, control };
    const count = siblings.filter((node) => node.enabled).length;
    setAnnouncement(t('param.cat.moved', { name: category.name, position: toIndex + 1, count }));
    reorder.mutate({ parent, sortedIds }, { onError: refusedOn(category) });
  };

  const doEnable = (category: CategoryDto) => {
    setRefusal(null);
    enable.mutate(category.categoryId, {
      onSuccess: () =>
        toast.show({
          variant: 'success',
          message: t('param.cat.enabled', { name: category.name }),
        }),
      onError: refusedOn(category),
    });
  };

  const doRemove = (category: CategoryDto, onDone: () => void) => {
    setRefusal(null);
    remove.mutate(category.categoryId, {
      onSuccess: () =>
        toast.show({
          variant: 'success',
          message: t('param.cat.deleted', { name: category.name }),
        }),
      onError: refusedOn(category),
      onSettled: onDone,
    });
  };

  return {
    refusal,
    dismissRefusal: () => setRefusal(null),
    refuse,
    announcement,
    move,
    enable: doEnable,
    remove: doRemove,
    removing: remove.isPending,
  };
}
