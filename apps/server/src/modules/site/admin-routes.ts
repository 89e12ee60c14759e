import {
  codBody,
  errorBody,
  lotPagesBody,
  shippingSlabsResponse,
  shippingZoneParams,
  shopSettingsBody,
  shopSettingsResponse,
  slabTableBody,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf } from '../../http/auth.js';
import type { SiteAdminService } from './admin-service.js';
import { staffRefusals as refused } from '../../http/staff-routes.js';

const tags = ['Settings'];
/** Settings are the owner's: any other role is refused (403). */
const config = { staff: 'settings.write' } as const;

/** The owner's settings under /api/admin/settings: the shop's facts, cash on delivery, shipping slabs. */
export const siteAdminRoutes: FastifyPluginAsyncZod<{ settings: SiteAdminService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/admin/settings',
    {
      config,
      schema: {
        tags,
        summary: 'The shop’s facts, cash on delivery, and whether payments are live or in test mode',
        response: { 200: shopSettingsResponse, ...refused, 409: errorBody },
      },
    },
    async () => settings.settings(),
  );
  app.put(
    '/admin/settings/shop',
    {
      config,
      schema: {
        tags,
        summary: 'Changes the shop’s facts: names, GSTIN, phones, e-mails, addresses, social links',
        body: shopSettingsBody,
        response: { 200: shopSettingsResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => settings.saveShop(request.body, staffActorOf(request)),
  );
  app.put(
    '/admin/settings/cod',
    {
      config,
      schema: {
        tags,
        summary: 'Turns cash on delivery on or off',
        body: codBody,
        response: { 200: shopSettingsResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => settings.setCashOnDelivery(request.body.enabled, staffActorOf(request)),
  );
  app.put(
    '/admin/settings/lot-pages',
    {
      config,
      schema: {
        tags,
        summary: 'Lets search engines index the lot pages a jar’s QR opens, or not (then they say noindex)',
        body: lotPagesBody,
        response: { 200: shopSettingsResponse, ...refused, 409: errorBody, 422: errorBody },
      },
    },
    async (request) => settings.setLotPagesIndexed(request.body.indexed, staffActorOf(request)),
  );
  app.get(
    '/admin/settings/shipping',
    {
      config,
      schema: {
        tags,
        summary: 'The shipping slabs of both zones',
        response: { 200: shippingSlabsResponse, ...refused },
      },
    },
    async () => settings.shipping(),
  );
  app.put(
    '/admin/settings/shipping/:zone',
    {
      config,
      schema: {
        tags,
        summary:
          'Replaces a zone’s slab table at once; refused, naming the row, when it has a gap, an overlap or no top slab',
        params: shippingZoneParams,
        body: slabTableBody,
        response: { 200: shippingSlabsResponse, ...refused, 422: errorBody },
      },
    },
    async (request) => settings.replaceZone(request.params.zone, request.body.slabs, staffActorOf(request)),
  );

  app.post(
    '/admin/settings/shipping/reviewed',
    {
      config,
      schema: {
        tags,
        summary:
          'Says both zones’ slabs are right as they are (the setup checklist asks for them reviewed; saving a zone does too)',
        response: { 200: shippingSlabsResponse, ...refused, 409: errorBody },
      },
    },
    async (request) => settings.confirmSlabs(staffActorOf(request)),
  );
};
