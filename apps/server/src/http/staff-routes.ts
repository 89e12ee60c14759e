import { errorBody, idParams, type Permission } from '@farm/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { staffActorOf } from './auth.js';

/** Every staff route can refuse a missing session (401) and a role without the permission (403). */
export const staffRefusals = { 401: errorBody, 403: errorBody };

/** The app a module's routes are registered on: its schemas are the contract's zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type StaffActor = ReturnType<typeof staffActorOf>;

/** One kind of thing the staff add and change in the console, the same form for both. */
export interface AddAndChange<Body extends z.ZodType, Answer extends z.ZodType> {
  /** Where the things are, e.g. '/admin/crops': POST adds one there, PUT `${path}/:id` changes one. */
  path: string;
  /** The permission both routes need. */
  staff: Permission;
  tags: string[];
  summaries: { add: string; change: string };
  body: Body;
  answer: Answer;
  add(body: z.output<Body>, by: StaffActor): Promise<z.input<Answer>>;
  change(id: number, body: z.output<Body>, by: StaffActor): Promise<z.input<Answer>>;
}

/**
 * The console's add (201 with the thing) and change (200 with the thing, 404 when there is no such one) routes of
 * one kind, declared once: the staff rule, the refusals and the answers are alike for every kind.
 */
export function addAndChangeRoutes<Body extends z.ZodType, Answer extends z.ZodType>(
  app: ZodApp,
  kind: AddAndChange<Body, Answer>,
): void {
  const config = { staff: kind.staff };
  // The schemas check the body and the answer at run time; the compiler checks them through `add` and `change`
  // (zod's generics do not reach a handler written for any kind).
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  routes.post<{ Body: z.output<Body> }>(
    kind.path,
    {
      config,
      schema: {
        tags: kind.tags,
        summary: kind.summaries.add,
        body: kind.body,
        response: { 201: kind.answer, ...staffRefusals, 422: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kind.add(request.body as z.output<Body>, staffActorOf(request))),
  );
  routes.put<{ Params: { id: number }; Body: z.output<Body> }>(
    `${kind.path}/:id`,
    {
      config,
      schema: {
        tags: kind.tags,
        summary: kind.summaries.change,
        params: idParams,
        body: kind.body,
        response: { 200: kind.answer, ...staffRefusals, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => kind.change(request.params.id, request.body as z.output<Body>, staffActorOf(request)),
  );
}

/** One kind of thing the staff hide from the shop and show again. */
export interface HideAndShow<Answer extends z.ZodType> {
  /** Where the things are, e.g. '/admin/products': POST `${path}/:id/hide` and `${path}/:id/show`. */
  path: string;
  /** The permission both routes need. */
  staff: Permission;
  tags: string[];
  summaries: { hide: string; show: string };
  answer: Answer;
  /** Hides (or shows) the thing and answers it with the words that say so. */
  set(id: number, hidden: boolean, by: StaffActor): Promise<z.input<Answer>>;
}

/** The console's hide and show routes of one kind (200 with the thing, 404 when there is no such one). */
export function hideAndShowRoutes<Answer extends z.ZodType>(app: ZodApp, kind: HideAndShow<Answer>): void {
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  for (const [verb, hidden] of [
    ['hide', true],
    ['show', false],
  ] as const) {
    routes.post<{ Params: { id: number } }>(
      `${kind.path}/:id/${verb}`,
      {
        config: { staff: kind.staff },
        schema: {
          tags: kind.tags,
          summary: kind.summaries[verb],
          params: idParams,
          response: { 200: kind.answer, ...staffRefusals, 404: errorBody },
        },
      },
      async (request) => kind.set(request.params.id, hidden, staffActorOf(request)),
    );
  }
}
