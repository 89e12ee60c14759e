import {
  ADDRESS_MESSAGES,
  addressBody,
  addressList,
  addressOne,
  errorBody,
  idParams,
  messageResponse,
  pincodeParams,
  pincodeResponse,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/auth.js';
import type { PincodeLookups } from './pincodes/lookups.js';
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

/**
 * A PIN code's place is the same for everyone and changes only with a new directory (a new release of the shop): a
 * browser or a cache in front may keep it for a day.
 */
const PINCODE_CACHE_CONTROL = 'public, max-age=86400';

export const pincodeRoutes: FastifyPluginAsyncZod<{ pincodes: PincodeLookups }> = async (
  app,
  { pincodes },
) => {
  app.get(
    '/pincodes/:pin',
    {
      schema: {
        tags,
        summary:
          "Where a PIN code is: its district and state from India Post's directory (404 in words for a code it does not know)",
        params: pincodeParams,
        response: { 200: pincodeResponse, 404: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const data = await pincodes.find(request.params.pin, request.ip);
      reply.header('cache-control', PINCODE_CACHE_CONTROL);
      return { data };
    },
  );
};

/** The module's routes under /api: a customer's addresses, and the public PIN code lookup. */
export const register: FastifyPluginAsyncZod<{
  addresses: AddressService;
  pincodes: PincodeLookups;
}> = async (app, { addresses, pincodes }) => {
  await app.register(addressRoutes, { addresses });
  await app.register(pincodeRoutes, { pincodes });
};
