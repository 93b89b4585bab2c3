import type { TagDto, TagSaveRequest } from '../../../contract/tags';
import { api } from '../../lib/api';

export async function fetchTags(): Promise<TagDto[]> {
  return (await api.get<TagDto[]>('/api/tags')).data;
}

/** A new tag (no id) is created at /api/tags; an existing one is renamed at /api/tags/{tagId}. */
export async function saveTag(tagId: number | null, body: TagSaveRequest): Promise<TagDto> {
  const url = tagId ? `/api/tags/${tagId}` : '/api/tags';
  return (await api.post<TagDto>(url, body)).data;
}

export async function deleteTag(tagId: number): Promise<void> {
  await api.delete(`/api/tags/${tagId}`);
}
