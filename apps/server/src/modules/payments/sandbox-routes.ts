import { CHECKOUT_MESSAGES, errorBody, sandboxPaymentBody, sandboxPaymentResponse } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../shared/errors.js';
import type { PaymentOrderRepository } from './repository.js';
import { SANDBOX_DECLINE, type SandboxGateway } from './sandbox.js';

/** The id of the webhook event the sandbox sends for one of its payments. */
export function sandboxEventId(paymentId: string): string {
  return `evt_${paymentId.replace(/^pay_/, '')}`;
}

/** How long the sandbox waits before "Razorpay" calls the webhook (it promises within 2 s). */
export const SANDBOX_WEBHOOK_DELAY_MS = 500;

export interface SandboxRoutesOptions {
  sandbox: SandboxGateway;
  paymentOrders: PaymentOrderRepository;
  /** Posts a signed event to our own webhook, as Razorpay's servers would. */
  deliverWebhook: (body: string, signature: string, eventId: string) => void;
}

/**
 * POST /sandbox/payments (test mode only): plays Razorpay's checkout widget for a sandbox order. Like the widget it
 * needs no sign-in; like Razorpay it also reports the outcome to the webhook a moment later.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (
  app,
  { sandbox, paymentOrders, deliverWebhook },
) => {
  app.post(
    '/sandbox/payments',
    {
      schema: {
        tags: ['Checkout and payment'],
        summary: 'Test mode: complete or fail a sandbox payment as the checkout widget would',
        body: sandboxPaymentBody,
        response: { 200: sandboxPaymentResponse, 404: errorBody, 422: errorBody },
      },
    },
    async (request) => {
      const { order_id: orderId, outcome } = request.body;
      const paymentOrder = await paymentOrders.findByGatewayId(orderId);
      if (!paymentOrder || paymentOrder.gateway !== 'sandbox')
        throw new NotFoundError(CHECKOUT_MESSAGES.gatewayOrderUnknown);
      const { payment, signature } = await sandbox.pay(orderId, paymentOrder.amountPaise, outcome);
      const entity = {
        id: payment.id,
        entity: 'payment',
        order_id: orderId,
        amount: payment.amount,
        currency: 'INR',
        status: payment.status,
        created_at: Math.floor(Date.now() / 1000),
      };
      const event = outcome === 'success' ? 'payment.captured' : 'payment.failed';
      const body = JSON.stringify({
        entity: 'event',
        event,
        payload: { payment: { entity } },
        created_at: Math.floor(Date.now() / 1000),
      });
      // One event per payment, named after it, so a test (or a person reading the log) can find its delivery.
      deliverWebhook(body, sandbox.signWebhook(body), sandboxEventId(payment.id));

      if (outcome === 'success') {
        return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: signature };
      }
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SANDBOX_DECLINE,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      };
    },
  );
};
