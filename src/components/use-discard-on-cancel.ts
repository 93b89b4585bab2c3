import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Cancelling an edit modal re-fetches its entity so that edits are discarded (spec 001 §2):
 * the returned function closes the modal and re-fetches every query under `queryKey`, in use or
 * not, replacing anything written into the cache meanwhile. Give it as the modal's onClose and
 * to Cancel; a modal closed because another one opened is then discarded the same way.
 */
export function useDiscardOnCancel(queryKey: QueryKey, close: () => void): () => void {
  const queryClient = useQueryClient();
  return () => {
    close();
    void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
  };
}
