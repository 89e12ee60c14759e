import { z } from 'zod';
import { rupees, text } from './common.js';
import { PAYMENT_METHODS, SHIPPING_ZONES } from './constants.js';
import { ORDER_STATUSES, PAYMENT_STATUSES, WAITING_STATUSES } from './order-life.js';
import { order, orderEvent } from './orders.js';
import { creditNoteSummary } from './tax.js';

/**
 * The farm keeps Indian time (UTC+5:30, no summer time): "today", a day's revenue and a date range in the console
 * are days in Kerala.
 */
export const SHOP_UTC_OFFSET = '+05:30';
export const SHOP_UTC_OFFSET_MINUTES = 330;

/** The order desk's pages: 25 orders unless asked, at most 100. */
export const DESK_PAGE = { size: 25, maxSize: 100 } as const;

export const DESK_MESSAGES = {
  dateInvalid: 'Use a date such as 2026-11-22.',
  rangeReversed: 'The first date must not be after the last.',
  pageInvalid: 'Ask for a page from 1 on.',
  noOrders: 'Choose at least one order.',
  tooManyOrders: `Choose at most ${DESK_PAGE.maxSize} orders at once.`,
  bulkStatus: 'Several orders can only be accepted or marked packed at once.',
} as const;

const isoDate = text({ error: DESK_MESSAGES.dateInvalid }).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  DESK_MESSAGES.dateInvalid,
);

const page = (fallback: number, max: number) =>
  z.coerce
    .number({ error: DESK_MESSAGES.pageInvalid })
    .int(DESK_MESSAGES.pageInvalid)
    .min(1, DESK_MESSAGES.pageInvalid)
    .max(max, DESK_MESSAGES.pageInvalid)
    .default(fallback);

/** A range of days in Kerala, both ends included. */
const dateRange = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const rangeInOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;

/** The order desk's list: filters, a search, a page. */
export const deskOrdersQuery = z
  .object({
    status: z.enum(ORDER_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    ...dateRange,
    zone: z.enum(SHIPPING_ZONES).optional(),
    /** An order number, a customer's name, e-mail or mobile, or part of one. */
    q: text()
      .trim()
      .max(100, 'Use at most 100 characters.')
      .optional()
      .transform((value) => value || undefined),
    page: page(1, 100_000),
    per_page: page(DESK_PAGE.size, DESK_PAGE.maxSize),
  })
  .refine(rangeInOrder, { message: DESK_MESSAGES.rangeReversed, path: ['to'] });
export type DeskOrdersQuery = z.output<typeof deskOrdersQuery>;

export const deskOrderRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  date: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  total_amount: rupees,
  items_count: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), mobile: z.string() }),
  ship_to: z.object({ name: z.string(), city: z.string(), state: z.string() }),
  zone: z.enum(SHIPPING_ZONES),
  /** Paid, but short of stock: waiting on the farm's refund (docs/domain.md "Stock"). */
  stock_short: z.boolean().optional(),
  /** Was short of stock when its payment arrived; the short items were refunded automatically (nothing to do). */
  short_refunded: z.boolean().optional(),
  /**
   * Paid through the sandbox or Razorpay's test keys (issue 33): no money was received, so nothing may be shipped for
   * it. Decided by the mode its gateway order was made in, so it stays true after the shop goes live.
   */
  test_payment: z.boolean(),
});
export type DeskOrderRow = z.output<typeof deskOrderRow>;

export const deskOrdersResponse = z.object({
  data: z.array(deskOrderRow),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Orders matching the filters, on every page. */
  total: z.number().int(),
  /**
   * The orders waiting on the farm, by status (the desk's tabs: "To accept 4 · To pack 7 · To ship 3"). Delivered and
   * cancelled orders, nearly all of a shop's orders in time, are not counted on every call.
   */
  counts: z.record(z.enum(WAITING_STATUSES), z.number().int()),
});

export const refundView = z.object({
  id: z.number().int(),
  amount: rupees,
  status: z.enum(['pending', 'processed', 'failed']),
  reason: z.string(),
  requested_by: z.string(),
  gateway_refund_id: z.string().nullable(),
  created_at: z.string(),
  /**
   * Items (issue 32), items short of stock refunded by the shop itself when the payment arrived, goodwill (an amount
   * with its reason), or a cancel's refund in full.
   */
  kind: z.enum(['lines', 'short', 'goodwill', 'cancel']).optional(),
  /** The order lines it refunded, and whether their units went back on the shelf. */
  lines: z
    .array(
      z.object({
        item_id: z.number().int(),
        name: z.string(),
        size: z.string(),
        quantity: z.number().int(),
        restock: z.boolean(),
      }),
    )
    .optional(),
});

/** One order as the desk shows it: the order, who ordered, how it was paid, its history and its refunds. */
export const deskOrderResponse = z.object({
  order,
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), mobile: z.string() }),
  zone: z.enum(SHIPPING_ZONES),
  weight_grams: z.number().int(),
  payment: z.object({
    gateway: z.string().nullable(),
    gateway_order_id: z.string().nullable(),
    gateway_payment_id: z.string().nullable(),
    /** A sandbox or test-key payment: no money was received (see deskOrderRow.test_payment). */
    test_payment: z.boolean(),
  }),
  events: z.array(orderEvent),
  refunds: z.array(refundView),
  /**
   * What a new refund may still take (issue 32): the money left of the payment (refunds pending or processed taken
   * off) and the part of the shipping charge not yet refunded. The console prices a lines refund from these with
   * `linesRefundPrice`, as the server does.
   */
  refund_left: z.object({ amount: rupees, shipping: rupees }).optional(),
  /** The tax invoice's number once the order is accepted (its PDF: /api/admin/orders/:id/invoice.pdf). */
  invoice_no: z.string().nullable(),
  /** The GST credit notes of its refunds after the invoice (issue 35; each PDF: .../credit-notes/:noteId.pdf). */
  credit_notes: z.array(creditNoteSummary).default([]),
  /**
   * Paid after its hold ran out and the stock had gone meanwhile (docs/domain.md "Stock"): the lines it is short of.
   * Empty for every other order. The desk offers a refund in one click.
   */
  stock_short: z
    .array(
      z.object({
        product_size_id: z.number().int(),
        name: z.string(),
        size: z.string(),
        short: z.number().int(),
      }),
    )
    .default(
      [],
    ) /** The items the next parcel holds (a split order: its ready goods, then after its first parcel its pre-order lines). */,
  parcel_item_ids: z.array(z.number().int()).optional(),
  /** Whether "First parcel sent" may be recorded now (a split order, accepted, with ready goods, not sent yet). */
  first_parcel_allowed: z.boolean().optional(),
});

/** Several orders accepted or marked packed at once; each is moved (or refused) on its own. */
export const deskBulkStatusBody = z.object({
  ids: z
    .array(z.number().int().positive(), { error: DESK_MESSAGES.noOrders })
    .min(1, DESK_MESSAGES.noOrders)
    .max(DESK_PAGE.maxSize, DESK_MESSAGES.tooManyOrders),
  status: z.enum(['Accepted', 'Packed'], { error: DESK_MESSAGES.bulkStatus }),
});
export const deskBulkStatusResponse = z.object({
  results: z.array(z.object({ id: z.number().int(), ok: z.boolean(), message: z.string() })),
});

/** The accountant's two exports: one row per order, or one row per order line (and one per order's shipping). */
export const DESK_EXPORT_KINDS = ['orders', 'lines'] as const;
export type DeskExportKind = (typeof DESK_EXPORT_KINDS)[number];

/** The accountant's export: orders of a range of days, one row each (`kind=orders`) or one row per line. */
export const deskExportQuery = z
  .object({
    ...dateRange,
    kind: z.enum(DESK_EXPORT_KINDS, { error: 'Choose the orders or the lines export.' }).default('orders'),
  })
  .refine(rangeInOrder, {
    message: DESK_MESSAGES.rangeReversed,
    path: ['to'],
  });

/**
 * The month's GSTR-1 tables the console gives as CSV for the GST offline tool (issue 35): the B2C small summary by
 * place of supply and rate (b2cs), the HSN summary's B2C and B2B tabs (Table 12), the document summary (Table 13),
 * and the B2C large invoices (b2cl: to another state, above ₹1,00,000) with their credit notes (cdnur), usually empty.
 */
export const GST_RETURN_TABLES = ['b2cs', 'hsn-b2c', 'hsn-b2b', 'docs', 'b2cl', 'cdnur'] as const;
export type GstReturnTable = (typeof GST_RETURN_TABLES)[number];

export const GST_RETURN_MESSAGES = {
  month: 'Choose a month, e.g. 2026-11.',
  table:
    'Choose one of the GSTR-1 tables: B2C small, HSN summary (B2C or B2B), the document summary, B2C large or its credit notes.',
} as const;

/** One GSTR-1 table of one month in Kerala (`2026-11`). */
export const gstReturnQuery = z.object({
  month: z
    .string({ error: GST_RETURN_MESSAGES.month })
    .regex(/^20\d\d-(0[1-9]|1[0-2])$/, GST_RETURN_MESSAGES.month),
  table: z.enum(GST_RETURN_TABLES, { error: GST_RETURN_MESSAGES.table }),
});
export type GstReturnQuery = z.infer<typeof gstReturnQuery>;

/**
 * The dashboard, as the caller's role may see it: every money figure (each `revenue`, and the 30 days of revenue)
 * only with the `sales.read` permission; a packer gets the counts alone.
 */
export const dashboardResponse = z.object({
  today: z.object({ orders: z.number().int(), revenue: rupees.optional() }),
  month: z.object({ orders: z.number().int(), revenue: rupees.optional() }),
  /** Orders not yet delivered or cancelled, by status. */
  waiting: z.record(z.enum(WAITING_STATUSES), z.number().int()),
  /** The last 30 days in Kerala, oldest first, every day present (with `sales.read`). */
  revenue_by_day: z
    .array(z.object({ date: z.string(), orders: z.number().int(), revenue: rupees }))
    .optional(),
  top_products: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: rupees.optional(),
    }),
  ),
  /** Sizes running low (empty until stock is counted). */
  low_stock: z.array(
    z.object({
      product_size_id: z.number().int(),
      name: z.string(),
      size: z.string(),
      left: z.number().int(),
    }),
  ),
});

const taxSplit = z.object({
  rate_percent: z.number(),
  taxable: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
});

/** A GST tax invoice as issued (the figures the PDF prints), in rupees. */
export const invoiceResponse = z.object({
  invoice_no: z.string(),
  financial_year: z.string(),
  issued_at: z.string(),
  seller: z.object({
    name: z.string(),
    legal_name: z.string(),
    gstin: z.string(),
    address: z.string(),
    state: z.string(),
  }),
  place_of_supply: z.string(),
  /** Delivered in the farm's own state: CGST + SGST; else IGST. */
  intra_state: z.boolean(),
  lines: z.array(
    taxSplit.extend({
      name: z.string(),
      size: z.string(),
      hsn_code: z.string(),
      quantity: z.number().int(),
      unit_price: rupees,
    }),
  ),
  /** Shipping, taxed at the rate of the order's principal line; null when free. */
  shipping: taxSplit.nullable(),
  totals: taxSplit.omit({ rate_percent: true }),
  amount_in_words: z.string(),
});
