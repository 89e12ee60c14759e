import type {
  Address,
  CartItem,
  DeliveryPlan,
  PaymentOutcome,
  StoreOrderBody,
  calculateShippingBody,
  calculateShippingResponse,
  createOrderBody,
  createOrderResponse,
  sandboxPaymentBody,
  sandboxPaymentResponse,
  storeOrderResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '@farm/contract';
import type { z } from 'zod';
import { api } from '../../shared/api/api';

/**
 * What a shipping quote depends on: the address (its id, and the state and PIN code it is in now, so an address
 * edited to another state is quoted again) and the cart's lines (size and quantity).
 */
export interface ShippingQuoteArgs {
  address: Pick<Address, 'id' | 'state_id' | 'pincode'>;
  items: Pick<CartItem, 'sizeId' | 'quantity'>[];
  /** For a cart mixing pre-order and ready goods (issue 37): the plan to price; absent for any other cart. */
  plan?: DeliveryPlan | undefined;
}

/** Checkout's calls: the shipping quote, the gateway order, the payment's verification, the order itself. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The shipping charge for an address and the cart's lines, asked again whenever either changes (the query is
     * keyed on them) and never reused from an earlier visit (the charge may have changed).
     */
    shippingQuote: build.query<z.infer<typeof calculateShippingResponse>, ShippingQuoteArgs>({
      query: ({ address, items, plan }) => ({
        url: '/calculate-shipping',
        method: 'POST',
        body: {
          address_id: address.id,
          items: items.map((item) => ({ product_size_id: item.sizeId, qty: item.quantity })),
          ...(plan ? { delivery_plan: plan } : {}),
        } satisfies z.input<typeof calculateShippingBody>,
      }),
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation<z.infer<typeof createOrderResponse>, z.input<typeof createOrderBody>>({
      query: (body) => ({ url: '/create-order', method: 'POST', body }),
    }),
    verifyPayment: build.mutation<z.infer<typeof verifyPaymentResponse>, z.input<typeof verifyPaymentBody>>({
      query: (body) => ({ url: '/verify-payment', method: 'POST', body }),
    }),
    storeOrder: build.mutation<z.infer<typeof storeOrderResponse>, StoreOrderBody>({
      query: (body) => ({ url: '/store_order_user', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    sandboxPayment: build.mutation<
      z.infer<typeof sandboxPaymentResponse>,
      z.input<typeof sandboxPaymentBody>
    >({
      query: (body) => ({ url: '/sandbox/payments', method: 'POST', body }),
    }),
    /** What became of one of the customer's payments (the storefront lost the answer of its store call). */
    paymentOutcome: build.query<PaymentOutcome, string>({
      query: (gatewayOrderId) => `/orders/by-payment/${encodeURIComponent(gatewayOrderId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useShippingQuoteQuery,
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  useStoreOrderMutation,
  useSandboxPaymentMutation,
  useLazyPaymentOutcomeQuery,
  usePaymentOutcomeQuery,
} = checkoutApi;
