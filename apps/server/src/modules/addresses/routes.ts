import {
  ADDRESS_MESSAGES,
  addressBody,
  addressList,
  addressOne,
  errorBody,
  idParams,
  messageResponse,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/auth.js';
import type { AddressService } from './service.js';

const tags = ['Addresses'];
const failures = { 401: errorBody, 404: errorBody, 422: errorBody };

export const addressRoutes: FastifyPluginAsyncZod<{
  addresses: AddressService;
}> = async (app, { addresses }) => {
  const me = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user.id;

  app.get(
    '/addresses',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Your addresses, default first',
        response: { 200: addressList, 401: errorBody },
      },
    },
    async (request) => ({ data: await addresses.list(me(request)) }),
  );

  app.post(
    '/addresses',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Add an address (the first one becomes the default)',
        body: addressBody,
        response: { 201: addressOne, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addresses.create(me(request), request.body) }),
  );

  app.put(
    '/addresses/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Change an address',
        params: idParams,
        body: addressBody,
        response: { 200: addressOne, ...failures },
      },
    },
    async (request) => ({ data: await addresses.update(me(request), request.params.id, request.body) }),
  );

  app.delete(
    '/addresses/:id',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Remove an address (removing the default makes the newest remaining one the default)',
        params: idParams,
        response: { 200: messageResponse, ...failures },
      },
    },
    async (request) => {
      await addresses.remove(me(request), request.params.id);
      return { message: ADDRESS_MESSAGES.deleted };
    },
  );

  app.post(
    '/addresses/:id/default',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: 'Make an address the default',
        params: idParams,
        response: { 200: addressOne, ...failures },
      },
    },
    async (request) => ({ data: await addresses.setDefault(me(request), request.params.id) }),
  );
};
