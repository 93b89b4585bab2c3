import { NEW_TAG_ID, type TagDto, type TagSaveRequest } from '../../../contract/tags';
import * as tagsApi from '../../../contract/endpoints/tags';
import { callEndpoint } from '../../lib/api';

export const fetchTags = (): Promise<TagDto[]> => callEndpoint(tagsApi.listTags, {});

/** POST /api/tags/{tagId}: creates a tag (no id yet) or renames it. */
export async function saveTag(tagId: number | null, body: TagSaveRequest): Promise<TagDto> {
  return callEndpoint(tagsApi.saveTag, { params: { tagId: String(tagId ?? NEW_TAG_ID) }, body });
}

export async function deleteTag(tagId: number): Promise<void> {
  await callEndpoint(tagsApi.deleteTag, { params: { tagId: String(tagId) } });
}
