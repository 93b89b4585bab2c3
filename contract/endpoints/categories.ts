import { endpoint } from '../endpoint';
import {
  categoryDtoSchema,
  categoryIdParamsSchema,
  categoryListQuerySchema,
  categoryParentParamsSchema,
  categoryReorderSchema,
  categorySaveParamsSchema,
  categorySaveSchema,
  categoryTreesDtoSchema,
} from '../categories';

export const listCategories = endpoint('get', '/api/category', {
  query: categoryListQuerySchema,
  answer: categoryTreesDtoSchema,
});

export const saveCategory = endpoint('post', '/api/category/:categoryId', {
  params: categorySaveParamsSchema,
  body: categorySaveSchema,
  answer: categoryDtoSchema,
});

export const reorderCategories = endpoint('post', '/api/category/:categoryId/reorder', {
  params: categoryParentParamsSchema,
  body: categoryReorderSchema,
});

export const enableCategory = endpoint('post', '/api/category/:categoryId/enable', {
  params: categoryIdParamsSchema,
});

export const deleteCategory = endpoint('delete', '/api/category/:categoryId', {
  params: categoryIdParamsSchema,
});
