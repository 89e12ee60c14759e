import { z } from 'zod';
import { bodyId } from './customers.js';
import { rupees, text } from './common.js';
import { MAX_CART_LINES, MAX_QUANTITY, PAYMENT_METHODS } from './constants.js';
import { CHECKOUT_MESSAGES } from './messages.js';
import { creditNoteSummary } from './tax.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-life.js';
import {
  DELIVERY_PLANS,
  deliveryPlan,
  firstParcel,
  orderLinePreorder,
  parcel,
  sizePreorder,
} from './preorders.js';
import { customerRefund, orderCancellation } from './refunds.js';
import { STAFF_MESSAGES } from './staff.js';

export const quantity = z
  .number({ error: CHECKOUT_MESSAGES.quantity })
  .int(CHECKOUT_MESSAGES.quantity)
  .min(1, CHECKOUT_MESSAGES.quantity)
  .max(MAX_QUANTITY, CHECKOUT_MESSAGES.quantity);

const lines = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: CHECKOUT_MESSAGES.emptyCart })
    .min(1, CHECKOUT_MESSAGES.emptyCart)
    .max(MAX_CART_LINES, CHECKOUT_MESSAGES.tooManyLines);

export const calculateShippingBody = z.object({
  address_id: bodyId(CHECKOUT_MESSAGES.selectAddress),
  items: lines(z.object({ product_size_id: bodyId('Choose a size.'), qty: quantity })),
  /** For a cart mixing pre-order and ready goods (issue 37): how to send it; without it, `together` is priced. */
  delivery_plan: deliveryPlan.optional(),
});
export const calculateShippingResponse = z.object({
  status: z.literal('success'),
  shipping_charge: rupees,
  total_weight: z.number().int(),
  zone: z.enum(['Kerala', 'Rest of India']),
  /** The parcels of a cart with pre-order lines, as the plan sends them (one or two); absent for ready goods only. */
  parcels: z.array(parcel).optional(),
});
export const shippingErrorResponse = z.object({ status: z.literal('error'), message: z.string() });

export const cartLine = z.object({
  product_id: bodyId('Choose a product.'),
  product_size_id: bodyId('Choose a size.'),
  quantity,
});

/** Rupees as the browser believes them; compared with the server's figures, never trusted. */
const claimedRupees = z.number().min(0).max(10_000_000);

export const createOrderBody = z
  .object({
    address_id: bodyId(CHECKOUT_MESSAGES.selectAddress).optional(),
    cart: lines(cartLine).optional(),
    amount: claimedRupees.optional(),
    /** The delivery note, kept with the payment so the order has it whoever completes it. */
    special_instructions: text().trim().max(500, 'Use at most 500 characters.').nullish(),
    /** Required when the cart mixes pre-order and ready goods (issue 37); refused in words when missing. */
    delivery_plan: deliveryPlan.optional(),
  })
  .refine((body) => body.cart === undefined || body.address_id !== undefined, {
    message: CHECKOUT_MESSAGES.selectAddress,
    path: ['address_id'],
  })
  .refine((body) => body.cart !== undefined || (body.amount ?? 0) > 0, {
    message: 'Send the cart (or, from an older storefront, the amount) to pay for.',
    path: ['cart'],
  });

export const createOrderResponse = z.object({
  key: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  gateway: z.enum(['razorpay', 'sandbox']),
  /** No real money moves (the sandbox, or Razorpay test keys). */
  test_mode: z.boolean(),
});

/** A 409 from create-order: this cart was just paid and its order is on its way; the storefront waits for it. */
export const paymentAwaitingResponse = z.object({ message: z.string(), gateway_order_id: z.string() });

/** The figures the server computed, sent with a 409 so the customer can confirm the new total. */
export const priceConflictResponse = z.object({
  message: z.string(),
  subtotal: rupees,
  shipping_charge: rupees,
  payable: rupees,
});

/**
 * Razorpay's ids and signatures are letters, digits and underscores (`order_...`, `pay_...`, hex). Each check says
 * what is wrong: missing, not text, too long or not a reference.
 */
const gatewayId = (max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'This field is required.' : 'This must be text.',
    })
    .trim()
    .min(1, 'This field is required.')
    .max(max, 'This is not a payment reference.')
    .regex(/^\w+$/, 'This is not a payment reference.');

export const verifyPaymentBody = z.object({
  razorpay_payment_id: gatewayId(100),
  razorpay_order_id: gatewayId(100),
  razorpay_signature: gatewayId(256),
});
export const verifyPaymentResponse = z.object({ status: z.literal('success') });
export const verifyPaymentFailure = z.object({ status: z.literal('failed'), message: z.string() });

/** Section 3's order create payload; prices and totals in it are the browser's belief only. */
export const storeOrderBody = z.object({
  amount: claimedRupees.optional(),
  shipping_charge: claimedRupees.optional(),
  user_id: z.unknown().optional(),
  address: bodyId(CHECKOUT_MESSAGES.selectAddress).optional(),
  special_instructions: text().trim().max(500, 'Use at most 500 characters.').nullish(),
  payment_method: z.enum(PAYMENT_METHODS, { error: CHECKOUT_MESSAGES.selectPayment }),
  cash_on_delivery: z.unknown().optional(),
  cart: lines(
    cartLine.extend({
      price: z.unknown().optional(),
      product_prize_id: z.unknown().optional(),
    }),
  ).optional(),
  payment_status: text().max(20).optional(),
  razorpay_payment_id: gatewayId(100).optional(),
  razorpay_order_id: gatewayId(100).optional(),
  razorpay_signature: gatewayId(256).optional(),
});
export type StoreOrderBody = z.input<typeof storeOrderBody>;

export const orderItem = z
  .object({
    id: z.number().int(),
    product_id: z.number().int().nullable(),
    product_size_id: z.number().int().nullable(),
    size: z.string(),
    quantity: z.number().int(),
    price: rupees,
    total_amount: rupees,
    /** Units of this line refunded by the farm (issue 32): they are not packed, sent or billed. */
    refunded_quantity: z.number().int().optional(),
    /** Sold from a pre-order (issue 37): sent in its dispatch window; null or absent for goods from the shelf. */
    preorder: orderLinePreorder.nullable().optional(),
    product: z.object({
      id: z.number().int().nullable(),
      product_name: z.string(),
      product_name_mal: z.string(),
      product_slug: z.string(),
      image: z.string(),
    }),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof orderItem>;

export const order = z
  .object({
    id: z.number().int(),
    order_no: z.string(),
    date: z.string(),
    status: z.enum(ORDER_STATUSES),
    delivery_status: z.enum(ORDER_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_status: z.enum(PAYMENT_STATUSES),
    amount: rupees,
    shipping_charge: rupees,
    total_amount: rupees,
    items_count: z.number().int(),
    /** With pre-order lines (issue 37): one parcel later (`together`) or two (`split`); null for ready goods only. */
    delivery_plan: z.enum(DELIVERY_PLANS).nullable().optional(),
    /** What has been refunded so far (processed refunds), in rupees. */
    refunded_amount: rupees,
    special_instructions: z.string().nullable(),
    address: z.object({
      first_name: z.string(),
      last_name: z.string(),
      address: z.string(),
      landmark: z.string().nullable(),
      city: z.string(),
      /** The state or union territory (contract's STATES): the storefront names it in the page's language. */
      state_id: z.number().int(),
      state: z.string(),
      pincode: z.string(),
      phone_number: z.string(),
    }),
    billing_first_name: z.string(),
    billing_city: z.string(),
    billing_state: z.string(),
    billing_post_code: z.string(),
    /** (Improves on the spec) The lines too, so an order list needs no call per order. */
    items: z.array(orderItem),
    /** (Improves on the spec) For the customer's own orders: when each status was reached, placed first. */
    timeline: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })).optional(),
    /** The courier and tracking number, once the order is shipped. */
    tracking: z.object({ courier: z.string(), tracking_number: z.string() }).nullable().optional(),
    /** A split order's ready goods, sent ahead of its pre-order lines (null: not sent, or not a split order). */
    first_parcel: firstParcel.nullable().optional(),
    /** Whether the tax invoice can be downloaded (`GET /api/order/:id/invoice.pdf`): once the farm accepts it. */
    invoice_available: z.boolean().optional(),
    /** For the customer's own orders: the GST credit notes of its refunds after the invoice (issue 35). */
    credit_notes: z.array(creditNoteSummary).optional(),
    /** For the customer's own orders: the farm's refunds of items or goodwill, each with its reason (issue 32). */
    refunds: z.array(customerRefund).optional(),
    /** For the customer's own orders: who cancelled it and, when the farm did, why. Null while not cancelled. */
    cancellation: orderCancellation.nullable().optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof order>;

export const storeOrderResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  order_id: z.number().int(),
  order_no: z.string(),
  order,
});

export const cartItem = z
  .object({
    id: z.number().int(),
    sizeId: z.number().int(),
    priceId: z.number().int(),
    product_name: z.string(),
    /** The Malayalam name, shown on Malayalam pages; absent in a cart saved before the shop had it. */
    product_name_mal: z.string().optional(),
    image: z.string(),
    size: z.string(),
    selectPrice: rupees,
    price: rupees,
    quantity: z.number().int(),
    /**
     * The size's open pre-order when the line was added or the cart last asked about stock (issue 37): the cart keeps
     * the line apart and checkout asks how to send it. Absent for goods from the shelf (and in older saved carts).
     */
    preorder: sizePreorder.optional(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItem>;

export const reorderResponse = z.object({
  items: z.array(cartItem),
  unavailable: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      product_size_id: z.number().int().nullable(),
      product_name: z.string(),
      size: z.string(),
    }),
  ),
});

export const cancelResponse = z.object({ message: z.string(), order });

export const sandboxPaymentBody = z.object({
  order_id: gatewayId(100),
  outcome: z.enum(['success', 'failure']),
});
export const sandboxPaymentResponse = z.union([
  z.object({
    razorpay_payment_id: z.string(),
    razorpay_order_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({ error: z.object({ code: z.string(), description: z.string() }).passthrough() }),
]);

export const paymentOrderParams = z.object({ razorpay_order_id: gatewayId(100) });

/** What became of a payment: its order once placed; else whether it is still expected, failed, or was refunded. */
export const paymentOutcome = z
  .object({
    status: z.enum(['placed', 'waiting', 'failed', 'refunded']),
    order: order.nullable(),
  })
  .meta({ id: 'PaymentOutcome' });
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/* The farm's side of an order: staff move it along its life (order-life.ts), and its history. */

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** Staff move an order on: Shipped needs the courier and tracking number, Cancelled a reason. */
export const staffOrderStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES),
    note: optionalText(500),
    courier: optionalText(80),
    tracking_number: optionalText(80),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'Shipped' && !body.courier) {
      ctx.addIssue({ code: 'custom', path: ['courier'], message: STAFF_MESSAGES.courierRequired });
    }
    if (body.status === 'Shipped' && !body.tracking_number) {
      ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: STAFF_MESSAGES.trackingRequired });
    }
    if (body.status === 'Cancelled' && !body.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: STAFF_MESSAGES.reasonRequired });
    }
  });
export type StaffOrderStatus = z.output<typeof staffOrderStatusBody>;

export const orderEvent = z.object({
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  /** `staff:3` or `customer`. */
  by: z.string(),
  /** Who, in words: "Anita Menon (Packer)" or "The customer". */
  by_name: z.string(),
  note: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  at: z.string(),
});

export const staffOrderResponse = z.object({
  message: z.string(),
  order,
  events: z.array(orderEvent),
});
