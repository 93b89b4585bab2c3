import { z } from 'zod';
import { endpoint } from '../endpoint';
import { tagDtoSchema, tagIdParamsSchema, tagSaveParamsSchema, tagSaveSchema } from '../tags';

export const listTags = endpoint('get', '/api/tags', {
  answer: z.array(tagDtoSchema),
});

export const getTag = endpoint('get', '/api/tags/:tagId', {
  params: tagIdParamsSchema,
  answer: tagDtoSchema,
});

export const saveTag = endpoint('post', '/api/tags/:tagId', {
  params: tagSaveParamsSchema,
  body: tagSaveSchema,
  answer: tagDtoSchema,
});

export const deleteTag = endpoint('delete', '/api/tags/:tagId', {
  params: tagIdParamsSchema,
});
