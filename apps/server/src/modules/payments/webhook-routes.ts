import { errorBody } from '@farm/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { OrderService } from '../orders/service.js';
import type { PaymentGateway } from './gateway.js';

const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number().int() }),
        })
        .optional(),
      order: z
        .object({ entity: z.object({ id: z.string(), amount: z.number().int().optional() }) })
        .optional(),
    })
    .default({}),
});

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature is missing or wrong.',
  badBody: 'The webhook body is not a gateway event.',
} as const;

/**
 * POST /webhooks/razorpay: the gateway's own report of a payment. The signature covers the raw bytes, so this
 * route reads the body as bytes and parses it only after checking. Every report may arrive twice; nothing happens
 * twice.
 */
export const webhookRoutes: FastifyPluginAsync<{ gateway: PaymentGateway; orders: OrderService }> = async (
  app,
  { gateway, orders },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhooks/razorpay',
    {
      schema: {
        tags: ['Checkout and payment'],
        summary: "Razorpay's payment events, signed with the webhook secret over the raw body",
        headers: z.object({ 'x-razorpay-signature': z.string().optional() }),
        response: { 200: z.object({ status: z.string() }), 400: errorBody },
      },
      // The schemas above only describe the call: the body is raw bytes, checked by its signature instead.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
        return reply.code(400).send({ message: WEBHOOK_MESSAGES.badSignature });
      }
      let event: z.infer<typeof webhookEvent>;
      try {
        event = webhookEvent.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        return reply.code(400).send({ message: WEBHOOK_MESSAGES.badBody });
      }
      const payment = event.payload.payment?.entity;
      const orderId = event.payload.order?.entity.id ?? payment?.order_id;
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment && orderId) {
        const outcome = await orders.completePaidGatewayOrder(orderId, payment.id, payment.amount);
        request.log.info({ event: event.event, orderId, outcome }, 'payment webhook');
      } else if (event.event === 'payment.failed' && orderId) {
        await orders.paymentFailed(orderId);
      }
      return { status: 'ok' };
    },
  );
};
