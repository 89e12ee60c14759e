import { PAYMENT_CALLBACK_PATH } from '@farm/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PaymentSettlement } from '../../flows/payment-settlement.js';

const success = z.object({
  razorpay_payment_id: z.string().regex(/^\w{1,100}$/),
  razorpay_order_id: z.string().regex(/^\w{1,100}$/),
  razorpay_signature: z.string().regex(/^\w{1,100}$/),
});

/**
 * Razorpay's redirect after payment (its `callback_url`). Checkout uses it where the page's own handler never runs
 * again, as inside Instagram's or Facebook's browser: the form it posts carries the signed payment, or the error. The
 * payment is settled as the webhook would settle it, and the customer lands on the confirmation of their order (or,
 * while the payment is not confirmed yet, on a page that waits for it), or back at checkout with the reason.
 */
export const callbackRoutes: FastifyPluginAsync<{ settlement: PaymentSettlement }> = async (
  app,
  { settlement },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    // Registered under /api.
    PAYMENT_CALLBACK_PATH.replace(/^\/api/, ''),
    {
      schema: {
        tags: ['Checkout and payment'],
        summary:
          "Razorpay Checkout's redirect after payment (a form post); answers with a redirect to the storefront",
        response: { 303: z.null() },
      },
      // Razorpay posts a form; its fields are checked below, a bad one only sends the customer back to checkout.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const paid = success.safeParse(form);
      if (!paid.success) {
        const reason = form['error[description]']?.slice(0, 200) || 'The payment did not go through.';
        return reply.redirect(`/checkoutpage?payment_error=${encodeURIComponent(reason)}`, 303);
      }
      const outcome = await settlement.completeRedirect(paid.data);
      if ('orderNo' in outcome)
        return reply.redirect(`/order-confirmation?order=${encodeURIComponent(outcome.orderNo)}`, 303);
      if ('pending' in outcome)
        return reply.redirect(`/order-confirmation?payment=${encodeURIComponent(outcome.pending)}`, 303);
      return reply.redirect(`/checkoutpage?payment_error=${encodeURIComponent(outcome.failed)}`, 303);
    },
  );
};
