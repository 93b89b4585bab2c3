import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBooks, previewBooks } from './books-import-api';

export const usePreviewBooks = () => useMutation({ mutationFn: previewBooks });

/** After an import every screen may show new books: every query is read again. */
export function useImportBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBooks,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
