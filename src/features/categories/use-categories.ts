import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type { CategoryTreesDto } from '../../../contract/categories';
import { useToast } from '../../components/toast-context';
import {
  deleteCategory,
  enableCategory,
  fetchCategoryTrees,
  reorderCategories,
  saveCategory,
  type CategoryBody,
} from './categories-api';
import { withOrder, type ParentKey } from './category-tree-model';

/** Query keys of the categories area (/parameters/categories). */
export const categoryKeys = {
  all: ['categories'] as const,
  trees: () => [...categoryKeys.all, 'trees'] as const,
};

export const useCategoryTrees = () =>
  useQuery({ queryKey: categoryKeys.trees(), queryFn: fetchCategoryTrees });

/** After any change, or a refusal, the trees are read again: a refused change shows undone. */
function useRefetchTrees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}

export function useSaveCategory() {
  const refetch = useRefetchTrees();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: number | null; body: CategoryBody }) =>
      saveCategory(categoryId, body),
    onSuccess: async () => {
      toast.show({ variant: 'success', message: i18n.t('param.cat.saved') });
      await refetch();
    },
  });
}

interface Reorder {
  parent: ParentKey;
  sortedIds: number[];
}

/** Moves at once on screen; a refused move is undone by reading the trees again. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  const refetch = useRefetchTrees();
  return useMutation({
    mutationFn: ({ parent, sortedIds }: Reorder) => reorderCategories(parent, sortedIds),
    onMutate: async ({ parent, sortedIds }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.trees() });
      queryClient.setQueryData<CategoryTreesDto>(
        categoryKeys.trees(),
        (trees) => trees && withOrder(trees, parent, sortedIds),
      );
    },
    onSettled: refetch,
  });
}

export function useEnableCategory() {
  const refetch = useRefetchTrees();
  return useMutation({ mutationFn: enableCategory, onSettled: refetch });
}

export function useDeleteCategory() {
  const refetch = useRefetchTrees();
  return useMutation({ mutationFn: deleteCategory, onSettled: refetch });
}
