import type { RequestHandler } from 'express';
import { Role } from '../../../contract/access';
import {
  categoryDtoSchema,
  categoryIdParamsSchema,
  categoryListQuerySchema,
  categoryParentParamsSchema,
  categoryReorderSchema,
  categorySaveParamsSchema,
  categorySaveSchema,
  categoryTreesDtoSchema,
} from '../../../contract/categories';
import type { AppContext } from '../../app-context';
import { compressFast } from '../../http/compress';
import { defineRoute } from '../../http/route';
import {
  checkCategoryFullAccess,
  deleteCategory,
  enableCategory,
  listCategories,
  reorderCategories,
  saveCategory,
} from './categories.service';

/** Adding and editing need the CATEGORY functionality, checked before the body. */
const categoryFullAccess: RequestHandler = (req, _res, next) => {
  checkCategoryFullAccess(req.principal);
  next();
};

export function categoriesRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/category',
      access: [Role.user],
      summary: 'The credit and debit trees; disabled categories with withNotEnabled=true',
      before: [compressFast],
      query: categoryListQuerySchema,
      answer: categoryTreesDtoSchema,
      handle: ({ user, query }) =>
        listCategories(db.kysely, user.idUser, user.fields.language, query.withNotEnabled),
    }),
    defineRoute({
      method: 'post',
      path: '/api/category/:categoryId',
      access: [Role.user],
      summary:
        'Creates a category (categoryId 0), or renames or moves one, or changes its similar one (CATEGORY functionality)',
      before: [categoryFullAccess],
      params: categorySaveParamsSchema,
      body: categorySaveSchema,
      answer: categoryDtoSchema,
      handle: ({ user, params, body }) =>
        saveCategory(db.kysely, user.idUser, user.fields.language, params.categoryId, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/category/:categoryId/reorder',
      access: [Role.user],
      summary: 'Orders the children of a category, or of CREDIT_ROOT or DEBIT_ROOT',
      params: categoryParentParamsSchema,
      body: categoryReorderSchema,
      reply: 'empty',
      handle: ({ userId, params, body }) =>
        reorderCategories(db.kysely, userId, params.categoryId, body.sortedIds),
    }),
    defineRoute({
      method: 'post',
      path: '/api/category/:categoryId/enable',
      access: [Role.user],
      summary: 'Enables a category again, with its children and its parents',
      params: categoryIdParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) => enableCategory(db.kysely, userId, params.categoryId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/category/:categoryId',
      access: [Role.user],
      summary: 'Disables a category and its children; refused when operations or payees use them',
      params: categoryIdParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) => deleteCategory(db.kysely, userId, params.categoryId),
    }),
  ];
}
