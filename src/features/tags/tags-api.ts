import { NEW_TAG_ID, type TagDto, type TagSaveRequest } from '../../../contract/tags';
import { api } from '../../lib/api';

export async function fetchTags(): Promise<TagDto[]> {
  return (await api.get<TagDto[]>('/api/tags')).data;
}

/** POST /api/tags/{tagId}: creates a tag (no id yet) or renames it. */
export async function saveTag(tagId: number | null, body: TagSaveRequest): Promise<TagDto> {
  return (await api.post<TagDto>(`/api/tags/${tagId ?? NEW_TAG_ID}`, body)).data;
}

export async function deleteTag(tagId: number): Promise<void> {
  await api.delete(`/api/tags/${tagId}`);
}
