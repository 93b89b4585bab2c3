import { FunctionalityCode, Role, functionality } from '../../../contract/access';
import * as tagsApi from '../../../contract/endpoints/tags';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { deleteTag, getTag, listTags, saveTag } from './tags.service';

/** Tags are the TAG functionality (spec 000 §6): without it every call answers 403. */
const access = [Role.user, functionality(FunctionalityCode.tag)] as const;

export function tagsRoutes({ db }: AppContext) {
  return [
    defineRoute(tagsApi.listTags, {
      access,
      summary: 'The user’s tags, by name',
      handle: ({ userId }) => listTags(db.kysely, userId),
    }),
    defineRoute(tagsApi.getTag, {
      access,
      summary: 'One tag',
      handle: ({ userId, params }) => getTag(db.kysely, userId, params.tagId),
    }),
    defineRoute(tagsApi.saveTag, {
      access,
      summary: 'Creates a tag (tagId 0) or renames one (tag.alreadyExist when the name is taken)',
      handle: ({ userId, params, body }) => saveTag(db.kysely, userId, params.tagId, body),
    }),
    defineRoute(tagsApi.deleteTag, {
      access,
      summary: 'Deletes a tag, taking it off its payees and operations',
      reply: 'empty',
      handle: ({ userId, params }) => deleteTag(db.kysely, userId, params.tagId),
    }),
  ];
}
