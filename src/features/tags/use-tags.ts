import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TagDto, TagSaveRequest } from '../../../contract/tags';
import { deleteTag, fetchTags, saveTag } from './tags-api';

/** Query keys of the tags area (/parameters/tags, and the tag pickers of other areas). */
export const tagKeys = {
  all: ['tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
};

export const useTags = ({ enabled = true } = {}) =>
  useQuery({ queryKey: tagKeys.list(), queryFn: fetchTags, enabled });

/** Creates (tagId null) or renames a tag; the list follows. */
export function useSaveTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tagId, ...body }: TagSaveRequest & { tagId: number | null }) =>
      saveTag(tagId, body),
    onSuccess: (saved: TagDto) => {
      queryClient.setQueryData<TagDto[]>(tagKeys.list(), (tags) =>
        tags ? [...tags.filter((tag) => tag.tagId !== saved.tagId), saved] : [saved],
      );
      void queryClient.invalidateQueries({ queryKey: tagKeys.all });
    },
  });
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
