import { dispatchWindowText, isLanguage, type Language, type OrderStatus } from '@farm/contract';
import type { OrderItemRow, OrderRow, PlacedOrder } from '../orders/index.js';
import { ORDER_ID_SLOT, ORDER_NO_SLOT, type PendingMessage } from './types.js';
import {
  customerOrderMessage,
  farmNewOrderMessage,
  type CustomerOrderKind,
  type OrderFacts,
  type ShopFacts,
} from './templates.js';
import { CUSTOMER_WORDS } from './words.js';

/** What the composer needs of the shop, read (cached) before the transaction that writes the messages. */
export interface ShopSource {
  site(): Promise<{ name: string; emails: { orders: string } }>;
}

export interface ShopContext {
  facts: ShopFacts;
  ordersEmail: string;
}

const STATUS_KINDS: Partial<Record<OrderStatus, CustomerOrderKind>> = {
  Accepted: 'order-accepted',
  Shipped: 'order-shipped',
  Delivered: 'order-delivered',
  Cancelled: 'order-cancelled',
};

/** Renders the messages an order's events cause, in the shop's words (templates.ts), for the outbox. */
export class OrderMessages {
  constructor(
    private readonly shop: ShopSource,
    private readonly publicUrl: string,
  ) {}

  /**
   * The shop's name and address (cached): read before a transaction opens, since PGlite's one connection would wait
   * for the transaction to end.
   */
  async shopFacts(): Promise<ShopContext> {
    const site = await this.shop.site();
    return { facts: { name: site.name, url: this.publicUrl }, ordersEmail: site.emails.orders };
  }

  /**
   * The customer's "thank you" (in the order's language) and the farm's "new order" (English), with slots for the
   * number and id the order will get.
   */
  async placed(p: PlacedOrder): Promise<Omit<PendingMessage, 'dedupeKey'>[]> {
    const { facts: shop, ordersEmail } = await this.shopFacts();
    const subtotal = p.lines.reduce((sum, line) => sum + line.totalPaise, 0);
    const facts: OrderFacts = {
      orderNo: ORDER_NO_SLOT,
      orderId: ORDER_ID_SLOT,
      firstName: p.address.firstName,
      language: p.language,
      lines: p.lines.map((l) => ({
        name: l.productName,
        nameMal: l.productNameMal,
        size: l.size,
        quantity: l.quantity,
        totalPaise: l.totalPaise,
      })),
      shippingPaise: p.shippingPaise,
      totalPaise: subtotal + p.shippingPaise,
      address: {
        name: `${p.address.firstName} ${p.address.lastName}`,
        address: p.address.address,
        landmark: p.address.landmark,
        city: p.address.city,
        stateId: p.address.stateId,
        pincode: p.address.pincode,
        phone: p.address.phoneNumber,
      },
      paid: p.paid,
      testPayment: p.testPayment,
    };
    const messages: Omit<PendingMessage, 'dedupeKey'>[] = [
      {
        kind: 'order-placed',
        to: { userId: p.userId },
        ...customerOrderMessage('order-placed', facts, shop),
      },
    ];
    if (ordersEmail)
      messages.push({
        kind: 'farm-new-order',
        to: { email: ordersEmail },
        ...farmNewOrderMessage(facts, shop),
      });
    return messages;
  }

  /** Whether a move to `status` tells the customer anything (Packed does not). */
  sends(status: OrderStatus): boolean {
    return STATUS_KINDS[status] !== undefined;
  }

  /** The customer's message for a move to `status` (none for Packed), once per order and status. */
  statusChanged(
    { facts: shop }: ShopContext,
    row: OrderRow,
    lines: readonly OrderItemRow[],
    status: OrderStatus,
    tracking: { courier: string | null; trackingNumber: string | null },
    /** A cancel: who cancelled, and the farm's reason as typed (the customer is told it). */
    cancellation?: OrderFacts['cancellation'],
  ): PendingMessage[] {
    const kind = STATUS_KINDS[status];
    if (!kind) return [];
    return [
      {
        kind,
        to: { userId: row.userId },
        dedupeKey: `${kind}:${row.id}`,
        ...customerOrderMessage(kind, { ...factsOf(row, lines), ...tracking, cancellation }, shop),
      },
    ];
  }

  /**
   * The customer's message that the ready goods of their split order left first (issue 37), once per order: the
   * courier and tracking number, and the dispatch window the pre-order lines follow in, in the order's language.
   */
  firstParcel(
    { facts: shop }: ShopContext,
    row: OrderRow,
    lines: readonly OrderItemRow[],
    tracking: { courier: string; trackingNumber: string },
    follows: { from: string; to: string },
  ): PendingMessage[] {
    const facts = factsOf(row, lines);
    return [
      {
        kind: 'order-first-parcel',
        to: { userId: row.userId },
        dedupeKey: `order-first-parcel:${row.id}`,
        ...customerOrderMessage(
          'order-first-parcel',
          { ...facts, ...tracking, followsIn: windowWords(follows.from, follows.to, facts.language) },
          shop,
        ),
      },
    ];
  }

  /** The customer's message that a refund reached them (once per refund). */
  refunded(
    { facts: shop }: ShopContext,
    row: OrderRow,
    lines: readonly OrderItemRow[],
    refund: { id: number; amountPaise: number; reason: string },
    /**
     * What the refund was: items (its lines), items the shelf no longer had when the payment arrived (`short`, with
     * the shop's own reason in the order's language), goodwill, or a cancel's refund (the cancel's message says why).
     */
    what: {
      kind: 'lines' | 'short' | 'goodwill' | 'cancel';
      lines: readonly { orderItemId: number; quantity: number }[];
    } = { kind: 'cancel', lines: [] },
    /** The refund's GST credit note, when the order was invoiced (the message names it). */
    creditNoteNo?: string,
  ): PendingMessage[] {
    const byId = new Map(lines.map((line) => [line.id, line]));
    const refunded = what.lines.flatMap((l) => {
      const line = byId.get(l.orderItemId);
      return line ? [{ line, quantity: l.quantity }] : [];
    });
    const linesValue = refunded.reduce((sum, r) => sum + r.line.unitPricePaise * r.quantity, 0);
    const facts = factsOf(row, lines);
    return [
      {
        kind: 'order-refunded',
        to: { userId: row.userId },
        dedupeKey: `order-refunded:${row.id}:${refund.id}`,
        ...customerOrderMessage(
          'order-refunded',
          {
            ...facts,
            refundPaise: refund.amountPaise,
            creditNoteNo,
            refund:
              what.kind === 'cancel'
                ? undefined
                : {
                    reason:
                      what.kind === 'short' ? CUSTOMER_WORDS[facts.language].soldOutRefund : refund.reason,
                    // The shop's own sentence, not something the farm's staff typed.
                    fromShop: what.kind === 'short',
                    lines: refunded.map(({ line, quantity }) => ({
                      name: line.productName,
                      nameMal: line.productNameMal,
                      size: line.size,
                      quantity,
                    })),
                    // A lines refund that came to more than its lines carried the shipping charge (or its rest).
                    shippingPaise:
                      what.kind === 'goodwill' ? 0 : Math.max(0, refund.amountPaise - linesValue),
                  },
          },
          shop,
        ),
      },
    ];
  }
}

function factsOf(row: OrderRow, lines: readonly OrderItemRow[]): OrderFacts {
  return {
    orderNo: row.orderNo,
    orderId: row.id,
    firstName: row.shipFirstName,
    language: isLanguage(row.language) ? row.language : 'en',
    lines: lines.map((l) => ({
      name: l.productName,
      nameMal: l.productNameMal,
      size: l.size,
      quantity: l.quantity,
      totalPaise: l.totalPaise,
    })),
    shippingPaise: row.shippingPaise,
    totalPaise: row.totalPaise,
    address: {
      name: `${row.shipFirstName} ${row.shipLastName}`,
      address: row.shipAddress,
      landmark: row.shipLandmark,
      city: row.shipCity,
      stateId: row.shipStateId,
      pincode: row.shipPincode,
      phone: row.shipPhone,
    },
    paid: row.paymentMethod === 'RAZORPAY' && row.gatewayPaymentId !== null,
  };
}

/** A dispatch window (Kerala days, YYYY-MM-DD) in the order's language: "12–18 January", or the months in Malayalam. */
function windowWords(from: string, to: string, language: Language): string {
  if (language === 'en') return dispatchWindowText(from, to);
  const day = (iso: string) =>
    new Intl.DateTimeFormat('ml-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
