import { z } from 'zod';
import { FunctionalityCode, Role, functionality } from '../../../contract/access';
import {
  tagDtoSchema,
  tagIdParamsSchema,
  tagSaveParamsSchema,
  tagSaveSchema,
} from '../../../contract/tags';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteTag, getTag, listTags, saveTag } from './tags.service';

/** Tags are the TAG functionality (spec 000 §6): without it every call answers 403. */
const access = [Role.user, functionality(FunctionalityCode.tag)] as const;

export function tagsRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tags',
      access,
      summary: 'The user’s tags, by name',
      answer: z.array(tagDtoSchema),
      handle: ({ userId }) => listTags(db.kysely, userId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/tags/:tagId',
      access,
      summary: 'One tag',
      params: tagIdParamsSchema,
      answer: tagDtoSchema,
      handle: ({ userId, params }) => getTag(db.kysely, userId, params.tagId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tags/:tagId',
      access,
      summary: 'Creates a tag (tagId 0) or renames one (tag.alreadyExist when the name is taken)',
      params: tagSaveParamsSchema,
      body: tagSaveSchema,
      answer: tagDtoSchema,
      handle: ({ userId, params, body }) => saveTag(db.kysely, userId, params.tagId, body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/tags/:tagId',
      access,
      summary: 'Deletes a tag, taking it off its payees and operations',
      params: tagIdParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) => deleteTag(db.kysely, userId, params.tagId),
    }),
  ];
}
