import { errorBody } from '@farm/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type {
  GatewayPayment,
  GatewayPaymentStatus,
  GatewayRefund,
  GatewayRefundStatus,
  PaymentGateway,
} from './gateway.js';
import type { RefundService } from './refunds.js';
import type { PaymentSettlement } from '../../flows/payment-settlement.js';
import type { WebhookEventRepository } from './webhook-events.js';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  status: z.string().optional(),
  error_description: z.string().nullish(),
  /** When the payment was made (Unix seconds). */
  created_at: z.number().int().nullish(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
const webhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
    })
    .default({}),
});

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature is missing or wrong.',
  badBody: 'The webhook body is not a gateway event.',
} as const;

/** The events the shop acts on; README's "Going live with Razorpay" lists them for the dashboard. */
export const WEBHOOK_EVENTS = [
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.processed',
  'refund.failed',
] as const;

function toPayment(entity: z.infer<typeof paymentEntity>, orderId: string): GatewayPayment {
  return {
    id: entity.id,
    orderId,
    amount: entity.amount,
    status: (entity.status ?? 'created') as GatewayPaymentStatus,
    errorDescription: entity.error_description ?? undefined,
  };
}

function toRefund(entity: z.infer<typeof refundEntity>): GatewayRefund {
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    amount: entity.amount,
    status: entity.status as GatewayRefundStatus,
    notes: Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)])),
  };
}

/**
 * POST /webhooks/razorpay: the gateway's own reports of payments and refunds. The signature covers the raw bytes, so
 * this route reads the body as bytes and parses it only after checking. Razorpay delivers each event at least once,
 * in any order: an event id already handled is answered at once, and every handler is safe to repeat anyway.
 */
export const webhookRoutes: FastifyPluginAsync<{
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  refunds: RefundService;
  events: WebhookEventRepository;
}> = async (app, { gateway, settlement, refunds, events }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhooks/razorpay',
    {
      schema: {
        tags: ['Checkout and payment'],
        summary: `Razorpay's events (${WEBHOOK_EVENTS.join(', ')}), signed with the webhook secret over the raw body`,
        headers: z.object({
          'x-razorpay-signature': z.string().optional(),
          'x-razorpay-event-id': z.string().optional(),
        }),
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
      const eventIdHeader = request.headers['x-razorpay-event-id'];
      const eventId =
        typeof eventIdHeader === 'string' && eventIdHeader.length <= 100 ? eventIdHeader : undefined;
      if (eventId && (await events.seen(eventId))) return { status: 'duplicate' };

      const payment = event.payload.payment?.entity;
      const orderId = event.payload.order?.entity.id ?? payment?.order_id ?? undefined;
      let outcome: string = 'ignored';
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment && orderId) {
        outcome = await settlement.reportCaptured(toPayment({ ...payment, status: 'captured' }, orderId));
      } else if (event.event === 'payment.authorized' && payment && orderId) {
        outcome = await settlement.reportAuthorized(toPayment(payment, orderId));
      } else if (event.event === 'payment.failed' && orderId) {
        await settlement.reportFailed(orderId);
        outcome = 'failed';
      } else if (
        (event.event === 'refund.processed' || event.event === 'refund.failed') &&
        event.payload.refund
      ) {
        const settled = await refunds.settle(toRefund(event.payload.refund.entity));
        outcome = settled ? `refund ${settled.status}` : 'ignored';
      }
      request.log.info({ event: event.event, eventId, orderId, outcome }, 'payment webhook');
      // Recorded once handled: a delivery that failed half-way is handled again on Razorpay's retry.
      if (eventId) await events.record(eventId, event.event);
      return { status: 'ok' };
    },
  );
};
