import { z } from 'zod';
import { rupees, text } from './common.js';
import { MAX_CART_LINES, MAX_QUANTITY } from './constants.js';
import { isWholePaise } from './money.js';

/**
 * Refunds that name what they refund (issue 32, docs/domain.md "Payments and refunds"): a staff refund is either
 * order lines with quantities (each put back on the shelf or not) or a goodwill amount, always with a reason the
 * customer is told. The price of a lines refund is one rule, written here, so the console shows before confirming
 * exactly what the server will refund.
 */
export const REFUND_MESSAGES = {
  chooseSomething: 'Choose the items to refund, or enter a goodwill amount.',
  notBoth: 'A refund is either items or a goodwill amount, not both.',
  lineRequired: 'Choose an item of this order.',
  quantity: `Refund 1 to ${MAX_QUANTITY} units of an item.`,
  restockRequired: 'Say whether the units go back on the shelf.',
  lineTwice: 'Name each item once.',
  shippingWithLines: 'The shipping charge is refunded with items; a goodwill amount is the whole refund.',
  goodwillAmount: 'Enter the goodwill amount, in rupees.',
  reasonRequired: 'Say why the money is refunded (the customer is told).',
  unknownLine: 'This item is not part of the order.',
  nothingLeftToSend:
    'Every item of this order has been refunded, so there is nothing left to send. Cancel the order instead.',
  /** A line asked for more units than are left to refund on it. */
  tooMany: (name: string, size: string, left: number) =>
    left === 0
      ? `${name} (${size}) has been refunded already.`
      : `Only ${left} of ${name} (${size}) ${left === 1 ? 'is' : 'are'} left to refund.`,
} as const;

/** Who cancelled an order, as the customer is told it (My Orders, the cancellation e-mail). */
export const CANCELLED_BY = ['customer', 'farm'] as const;

const refundLineBody = z.object({
  /** The order line (`order.items[].id`). */
  item_id: z
    .number({ error: REFUND_MESSAGES.lineRequired })
    .int(REFUND_MESSAGES.lineRequired)
    .positive(REFUND_MESSAGES.lineRequired),
  quantity: z
    .number({ error: REFUND_MESSAGES.quantity })
    .int(REFUND_MESSAGES.quantity)
    .min(1, REFUND_MESSAGES.quantity)
    .max(MAX_QUANTITY, REFUND_MESSAGES.quantity),
  /** Back on the shelf (true), or not: a jar that arrived broken, or that the customer keeps. */
  restock: z.boolean({ error: REFUND_MESSAGES.restockRequired }),
});

/**
 * A staff refund: `lines` (with `shipping` to refund the shipping charge too, which a refund of every remaining unit
 * does by itself) or a goodwill `amount` in rupees; a `reason` always; `key` makes a repeated submit the same refund.
 */
export const staffRefundBody = z
  .object({
    lines: z
      .array(refundLineBody, { error: REFUND_MESSAGES.chooseSomething })
      .min(1, REFUND_MESSAGES.chooseSomething)
      .max(MAX_CART_LINES, REFUND_MESSAGES.lineTwice)
      .optional(),
    shipping: z.boolean().optional(),
    amount: z
      .number({ error: REFUND_MESSAGES.goodwillAmount })
      .positive(REFUND_MESSAGES.goodwillAmount)
      .refine(isWholePaise, 'Use at most two decimals.')
      .optional(),
    reason: text({ error: REFUND_MESSAGES.reasonRequired })
      .trim()
      .min(1, REFUND_MESSAGES.reasonRequired)
      .max(250, 'Use at most 250 characters.'),
    key: text()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,60}$/, 'A refund key is 8 to 60 letters, digits, - or _.')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.lines === undefined && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: REFUND_MESSAGES.chooseSomething });
    }
    if (body.lines !== undefined && body.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: REFUND_MESSAGES.notBoth });
    }
    if (body.amount !== undefined && body.shipping !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['shipping'], message: REFUND_MESSAGES.shippingWithLines });
    }
    const seen = new Set<number>();
    body.lines?.forEach((line, index) => {
      if (seen.has(line.item_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'item_id'],
          message: REFUND_MESSAGES.lineTwice,
        });
      }
      seen.add(line.item_id);
    });
  });
export type StaffRefund = z.output<typeof staffRefundBody>;

/** A refunded line as the customer and the farm see it: which order line, how many units. */
export const refundedLine = z.object({
  item_id: z.number().int(),
  quantity: z.number().int(),
});

/**
 * A refund as the customer sees it in My Orders: the farm's lines refund (which items, how many) or goodwill amount,
 * with the reason the farm gave; or `short`: the items the shelf no longer had when the payment arrived, refunded by
 * the shop itself (its reason is STOCK_MESSAGES.shortRefundReason). A cancel's refund is the cancellation itself; a
 * failed one refunded nothing.
 */
export const customerRefund = z
  .object({
    id: z.number().int(),
    kind: z.enum(['lines', 'short', 'goodwill']),
    amount: rupees,
    /** pending: on its way (not yet confirmed by the payment service); processed: sent to the customer's bank. */
    status: z.enum(['pending', 'processed']),
    reason: z.string(),
    lines: z.array(refundedLine),
    at: z.string(),
  })
  .meta({ id: 'CustomerRefund' });
export type CustomerRefund = z.infer<typeof customerRefund>;

/** Why an order was cancelled, as its customer is told: by them, or by the farm with the farm's words. */
export const orderCancellation = z
  .object({
    by: z.enum(CANCELLED_BY),
    /** The farm's reason as the staff typed it; null for the customer's own cancel. */
    reason: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'OrderCancellation' });
export type OrderCancellation = z.infer<typeof orderCancellation>;

/** An order line as a lines refund prices it (paise on the server; the console passes paise too). */
export interface RefundableLine {
  id: number;
  unitPrice: number;
  quantity: number;
  refundedQuantity: number;
}

export type LinesRefundPrice =
  | {
      ok: true;
      /** What will be refunded: the lines, the shipping part, never more than is left to refund. */
      amount: number;
      linesAmount: number;
      shipping: number;
      /** Every unit of the order is refunded once this refund is made. */
      wholeOrder: boolean;
      /** The lines (and shipping) came to more than is left to refund: the amount is what is left. */
      capped: boolean;
    }
  | { ok: false; index: number; problem: 'unknown-line' | 'too-many'; left: number };

/**
 * The price of a lines refund: each chosen line's unit price × units (never more units than are left on it), plus
 * what is left of the shipping charge when the whole order is now refunded or staff ask for it, never more than is
 * left to refund of the payment (`left`). One rule for the server and the console's preview.
 */
export function linesRefundPrice(input: {
  lines: readonly RefundableLine[];
  chosen: readonly { id: number; quantity: number }[];
  shipping: number;
  shippingRefunded: number;
  includeShipping: boolean;
  left: number;
}): LinesRefundPrice {
  let linesAmount = 0;
  const asked = new Map<number, number>();
  for (const [index, chosen] of input.chosen.entries()) {
    const line = input.lines.find((l) => l.id === chosen.id);
    if (!line) return { ok: false, index, problem: 'unknown-line', left: 0 };
    const left = line.quantity - line.refundedQuantity;
    if (chosen.quantity > left) return { ok: false, index, problem: 'too-many', left: Math.max(0, left) };
    linesAmount += line.unitPrice * chosen.quantity;
    asked.set(line.id, chosen.quantity);
  }
  const wholeOrder = input.lines.every((l) => l.refundedQuantity + (asked.get(l.id) ?? 0) >= l.quantity);
  const shipping =
    wholeOrder || input.includeShipping ? Math.max(0, input.shipping - input.shippingRefunded) : 0;
  const wanted = linesAmount + shipping;
  const amount = Math.min(wanted, Math.max(0, input.left));
  return { ok: true, amount, linesAmount, shipping, wholeOrder, capped: amount < wanted };
}

/**
 * The part of the shipping charge refunded so far: what each lines refund, pending or processed, came to beyond its
 * lines' value (the refund of the last units carries the shipping, and staff may add it to any). Goodwill and a
 * cancel's refund name no lines and count for nothing here.
 */
export function shippingRefundedOf(
  refunds: readonly {
    amount: number;
    status: string;
    lines: readonly { unitPrice: number; quantity: number }[];
  }[],
): number {
  let shipping = 0;
  for (const refund of refunds) {
    if (refund.status === 'failed' || refund.lines.length === 0) continue;
    const linesValue = refund.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    shipping += Math.max(0, refund.amount - linesValue);
  }
  return shipping;
}

/** Units still to pack (or bill) on a line: what was ordered less what was refunded. */
export function unitsLeft(line: { quantity: number; refunded_quantity?: number | undefined }): number {
  return line.quantity - (line.refunded_quantity ?? 0);
}
