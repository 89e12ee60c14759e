import {
  CATALOGUE_ADMIN_MESSAGES as M,
  adminCategoriesResponse,
  adminCategoryAnswer,
  adminProductAnswer,
  adminProductsQuery,
  adminProductsResponse,
  catalogueReorderBody,
  categoryInput,
  errorBody,
  idParams,
  productInput,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffActorOf } from '../../http/auth.js';
import { RuleViolationError } from '../../shared/errors.js';
import type { CatalogueAdminService } from './admin-service.js';
import { addAndChangeRoutes, hideAndShowRoutes, staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Staff'];
const staff = 'catalogue.write' as const;
const done = z.object({ message: z.string() });

/** Products and categories in the console (permission catalogue.write). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ catalogueAdmin: CatalogueAdminService }> = async (
  app,
  { catalogueAdmin },
) => {
  app.get(
    '/admin/products',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Products, hidden ones too, by name or SKU and by category',
        querystring: adminProductsQuery,
        response: { 200: adminProductsResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => catalogueAdmin.listProducts(request.query),
  );

  // Declared before /:id so "order" is never read as an id.
  app.put(
    '/admin/products/order',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'The order of the products of one category',
        body: catalogueReorderBody,
        response: { 200: done, ...refused, 422: errorBody },
      },
    },
    async (request) => {
      const { category_id: categoryId, ids } = request.body;
      if (categoryId === undefined) {
        throw new RuleViolationError(M.orderInvalid, { category_id: [M.orderInvalid] });
      }
      await catalogueAdmin.reorderProducts(categoryId, ids, staffActorOf(request));
      return { message: M.reordered };
    },
  );

  app.get(
    '/admin/products/:id',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'One product with its sizes, prices and pictures',
        params: idParams,
        response: { 200: adminProductAnswer.shape.product, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => catalogueAdmin.product(request.params.id),
  );

  addAndChangeRoutes(app, {
    path: '/admin/products',
    staff,
    tags,
    summaries: {
      add: 'Add a product with its sizes: a draft, not shown in the shop, unless `publish` is true',
      change:
        'Edit a product; sizes sent with their id keep it (and carts holding their price keep working); ' +
        '`publish` shows a draft in the shop',
    },
    body: productInput,
    answer: adminProductAnswer,
    add: (body, by) => catalogueAdmin.createProduct(body, by),
    change: (id, body, by) => catalogueAdmin.updateProduct(id, body, by),
  });

  hideAndShowRoutes(app, {
    path: '/admin/products',
    staff,
    tags,
    summaries: {
      hide: 'Hide a product: it leaves lists, search and the sitemap; its page answers 410',
      show: 'Show a hidden product again',
    },
    answer: adminProductAnswer,
    set: async (id, hidden, by) => ({
      message: hidden ? M.productHidden : M.productShown,
      product: await catalogueAdmin.setProductHidden(id, hidden, by),
    }),
  });
  hideAndShowRoutes(app, {
    path: '/admin/categories',
    staff,
    tags,
    summaries: { hide: 'Hide a category from the storefront', show: 'Show a hidden category again' },
    answer: adminCategoryAnswer,
    set: async (id, hidden, by) => ({
      message: hidden ? M.categoryHidden : M.categoryShown,
      category: await catalogueAdmin.setCategoryHidden(id, hidden, by),
    }),
  });

  app.get(
    '/admin/categories',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Every category in order, hidden ones too, with its number of products',
        response: { 200: adminCategoriesResponse, ...refused },
      },
    },
    async () => catalogueAdmin.listCategories(),
  );

  app.put(
    '/admin/categories/order',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'The order of the categories',
        body: catalogueReorderBody,
        response: { 200: done, ...refused, 422: errorBody },
      },
    },
    async (request) => {
      await catalogueAdmin.reorderCategories(request.body.ids, staffActorOf(request));
      return { message: M.reordered };
    },
  );

  app.post(
    '/admin/categories',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Add a category',
        body: categoryInput,
        response: { 201: adminCategoryAnswer, ...refused, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: M.categoryCreated,
        category: await catalogueAdmin.saveCategory(undefined, request.body, staffActorOf(request)),
      }),
  );

  app.put(
    '/admin/categories/:id',
    {
      config: { staff },
      schema: {
        tags,
        summary: 'Rename a category, change its picture, order or visibility',
        params: idParams,
        body: categoryInput,
        response: { 200: adminCategoryAnswer, ...refused, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => ({
      message: M.categorySaved,
      category: await catalogueAdmin.saveCategory(request.params.id, request.body, staffActorOf(request)),
    }),
  );
};
