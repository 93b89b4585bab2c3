import { MessageCode } from '../../../contract/message-codes';
import type { TagDto, TagSaveRequest } from '../../../contract/tags';
import { comparisonKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './tags.repository';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

const toDto = (row: { id: number; name: string }): TagDto => ({ tagId: row.id, name: row.name });

/** The user's tags by name (case and accents ignored). */
export async function listTags(db: Executor, userId: number): Promise<TagDto[]> {
  const rows = await repository.findTagsOfUser(db, userId);
  return rows.sort((a, b) => collator.compare(a.name, b.name)).map(toDto);
}

export async function getTag(db: Executor, userId: number, tagId: number): Promise<TagDto> {
  const row = await repository.findTag(db, userId, tagId);
  if (!row) throw AppError.notFound();
  return toDto(row);
}

/** Names are unique per user, case and accents ignored (tag.alreadyExist). */
async function checkNameFree(db: Executor, userId: number, name: string, tagId: number | null) {
  const key = comparisonKey(name);
  const rows = await repository.findTagsOfUser(db, userId);
  if (rows.some((row) => row.id !== tagId && comparisonKey(row.name) === key)) {
    throw new AppError(409, MessageCode.tagAlreadyExist);
  }
}

/** Creates a tag (tagId null) or renames one of the user's. */
export async function saveTag(
  db: Executor,
  userId: number,
  tagId: number | null,
  tag: TagSaveRequest,
): Promise<TagDto> {
  if (tagId !== null) await getTag(db, userId, tagId);
  await checkNameFree(db, userId, tag.name, tagId);
  if (tagId === null)
    return { tagId: await repository.insertTag(db, userId, tag.name), name: tag.name };
  await repository.updateTagName(db, userId, tagId, tag.name);
  return { tagId, name: tag.name };
}

/** Deleting a tag takes it off its payees, split templates and operation parts. */
export async function deleteTag(db: Executor, userId: number, tagId: number): Promise<void> {
  await getTag(db, userId, tagId);
  await repository.deleteTag(db, userId, tagId);
}

/** Whether every one of these tags is the user's (another user's tag answers 404 where named). */
export async function ownsTags(db: Executor, userId: number, tagIds: readonly number[]) {
  const distinct = [...new Set(tagIds)];
  if (distinct.length === 0) return true;
  return (await repository.countOwnTags(db, userId, distinct)) === distinct.length;
}
