import {
  calculateShippingBody,
  calculateShippingResponse,
  createOrderBody,
  createOrderResponse,
  errorBody,
  paymentAwaitingResponse,
  priceConflictResponse,
  shippingErrorResponse,
  verifyPaymentBody,
  verifyPaymentFailure,
  verifyPaymentResponse,
} from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/auth.js';
import { requestLanguage } from '../../http/language.js';
import { RuleViolationError } from '../../shared/errors.js';
import type { CheckoutService } from '../../flows/checkout.js';
import type { PaymentSettlement } from '../../flows/payment-settlement.js';
import type { OrderService } from '../orders/index.js';

const tags = ['Checkout and payment'];

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService;
  settlement: PaymentSettlement;
  /** Remembers the customer's language when they start paying. */
  orders: Pick<OrderService, 'rememberLanguage'>;
}> = async (app, { checkout, settlement, orders }) => {
  app.post(
    '/calculate-shipping',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "The shipping charge for these sizes to one of the customer's addresses",
        body: calculateShippingBody,
        response: {
          200: calculateShippingResponse,
          401: errorBody,
          404: errorBody,
          422: shippingErrorResponse.or(errorBody),
        },
      },
    },
    async (request, reply) => {
      try {
        return await checkout.shipping(
          callerOf(request).user.id,
          request.body.address_id,
          request.body.items,
          request.body.delivery_plan,
        );
      } catch (error) {
        // This call's failures carry `status: "error"`, as storefronts written for the farm's earlier API expect.
        if (error instanceof RuleViolationError)
          return reply.code(422).send({ status: 'error', message: error.message });
        throw error;
      }
    },
  );

  app.post(
    '/create-order',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary: "Open a gateway order for the server's total of this cart and address",
        body: createOrderBody,
        response: {
          200: createOrderResponse,
          401: errorBody,
          404: errorBody,
          409: priceConflictResponse.or(paymentAwaitingResponse),
          422: errorBody,
          502: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { address_id, cart, amount, special_instructions, delivery_plan } = request.body;
      // The payment's order may be written by the gateway's webhook, with no call of the customer's to read the
      // language from: it is written in the one remembered now (a write only when it changed).
      const caller = callerOf(request);
      const language = requestLanguage(request);
      if (caller.language !== language) await orders.rememberLanguage(caller.user.id, language);
      return checkout.createOrder(callerOf(request).user.id, {
        address_id,
        amount,
        special_instructions,
        delivery_plan,
        cart: cart?.map((line) => ({
          productId: line.product_id,
          productSizeId: line.product_size_id,
          quantity: line.quantity,
        })),
      });
    },
  );

  app.post(
    '/verify-payment',
    {
      config: { auth: 'customer' },
      schema: {
        tags,
        summary:
          'Check a payment the checkout widget reports: its signature, then with the gateway that it is captured (capturing it when only authorised)',
        body: verifyPaymentBody,
        // 400 is also a body that is not JSON (`{message}` from the error handler), not only a failed check.
        response: {
          200: verifyPaymentResponse,
          400: verifyPaymentFailure.or(errorBody),
          401: errorBody,
          422: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const outcome = await settlement.verify(callerOf(request).user.id, request.body);
      if (!outcome.ok) return reply.code(400).send({ status: 'failed', message: outcome.message });
      return { status: 'success' as const };
    },
  );
};
