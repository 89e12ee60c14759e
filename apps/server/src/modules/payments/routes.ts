import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentSettlement } from '../../flows/payment-settlement.js';
import { callbackRoutes } from './callback-routes.js';
import type { PaymentGateway } from './gateway.js';
import type { RefundService } from './refunds.js';
import type { PaymentOrderRepository } from './repository.js';
import { sandboxRoutes, type SandboxRoutesOptions } from './sandbox-routes.js';
import { SandboxGateway } from './sandbox.js';
import type { WebhookEventRepository } from './webhook-events.js';
import { webhookRoutes } from './webhook-routes.js';

export interface PaymentRoutesOptions {
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  refunds: RefundService;
  webhookEvents: WebhookEventRepository;
  paymentOrders: PaymentOrderRepository;
  deliverWebhook: SandboxRoutesOptions['deliverWebhook'];
}

/**
 * The payments module's routes under /api: Razorpay's webhook and the browser's return from its page (each with body
 * parsers of its own), and in test mode the sandbox that plays Razorpay's checkout.
 */
export const register: FastifyPluginAsync<PaymentRoutesOptions> = async (app, deps) => {
  await app.register(webhookRoutes, {
    gateway: deps.gateway,
    settlement: deps.settlement,
    refunds: deps.refunds,
    events: deps.webhookEvents,
  });
  await app.register(callbackRoutes, { settlement: deps.settlement });
  if (deps.gateway instanceof SandboxGateway) {
    await app.withTypeProvider<ZodTypeProvider>().register(sandboxRoutes, {
      sandbox: deps.gateway,
      paymentOrders: deps.paymentOrders,
      deliverWebhook: deps.deliverWebhook,
    });
  }
};
