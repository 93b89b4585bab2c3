import type { RequestHandler } from 'express';
import { Role } from '../../../contract/access';
import * as categoriesApi from '../../../contract/endpoints/categories';
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
    defineRoute(categoriesApi.listCategories, {
      access: [Role.user],
      summary: 'The credit and debit trees; disabled categories with withNotEnabled=true',
      before: [compressFast],
      handle: ({ user, query }) =>
        listCategories(db.kysely, user.idUser, user.fields.language, query.withNotEnabled),
    }),
    defineRoute(categoriesApi.saveCategory, {
      access: [Role.user],
      summary:
        'Creates a category (categoryId 0), or renames or moves one, or changes its similar one (CATEGORY functionality)',
      before: [categoryFullAccess],
      handle: ({ user, params, body }) =>
        saveCategory(db.kysely, user.idUser, user.fields.language, params.categoryId, body),
    }),
    defineRoute(categoriesApi.reorderCategories, {
      access: [Role.user],
      summary: 'Orders the children of a category, or of CREDIT_ROOT or DEBIT_ROOT',
      reply: 'empty',
      handle: ({ userId, params, body }) =>
        reorderCategories(db.kysely, userId, params.categoryId, body.sortedIds),
    }),
    defineRoute(categoriesApi.enableCategory, {
      access: [Role.user],
      summary: 'Enables a category again, with its children and its parents',
      reply: 'empty',
      handle: ({ userId, params }) => enableCategory(db.kysely, userId, params.categoryId),
    }),
    defineRoute(categoriesApi.deleteCategory, {
      access: [Role.user],
      summary: 'Disables a category and its children; refused when operations or payees use them',
      reply: 'empty',
      handle: ({ userId, params }) => deleteCategory(db.kysely, userId, params.categoryId),
    }),
  ];
}
