import { z } from 'zod';
import { idParamSchema, idSchema, NEW_ID, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { requiredText } from './required-text';

// Payloads of /api/tags (spec 001 §3 Tag, §7). Names are unique per user, compared with
// comparisonKey of contract/text.ts (tag.alreadyExist).

export const TAG_NAME_MAX = 100;

export const tagIdParamsSchema = z.object({ tagId: idParamSchema });

/** The tagId of POST /api/tags/{tagId} that creates a tag. */
export const NEW_TAG_ID = NEW_ID;

/** POST /api/tags/{tagId}: a tag of the user, or NEW_TAG_ID (parsed to null). */
export const tagSaveParamsSchema = z.object({
  tagId: saveIdParamSchema,
});

export const tagDtoSchema = z.object({ tagId: idSchema, name: z.string() });
export type TagDto = z.infer<typeof tagDtoSchema>;

/** A tag named inside another body (payee, split part): its id only; the name is ignored. */
export const tagRefSchema = z.object({ tagId: idSchema });

/** POST /api/tags/{tagId}, creating with NEW_TAG_ID. */
export const tagSaveSchema = z.object({
  name: requiredText(MessageCode.tagNameRequired, TAG_NAME_MAX),
});
export type TagSaveRequest = z.infer<typeof tagSaveSchema>;
