import {
  CHECKOUT_MESSAGES,
  cartTotals,
  paiseToRupees,
  type CustomerRefund,
  type Language,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type CreditNoteSummary,
  type orderEvent,
  firstParcelOf,
} from '@farm/contract';
import type { z } from 'zod';
import type { RememberedAddress, RememberedLine } from '../../db/schema.js';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { groupBy } from '../../shared/group-by.js';
import type { OrderEvents } from './events.js';
import type { PendingMessage } from '../messages/index.js';
import { toOrder } from './mappers.js';
import { refundKind } from '../payments/index.js';
import type { GatewayMode } from '../payments/index.js';
import type { NewOrder, OrderItemRow, OrderRefundRow, OrderRepository, OrderRow } from './repository.js';

/** What an order is written from, whoever places it (docs/domain.md "Orders"). */
export interface Placement {
  userId: number;
  lines: RememberedLine[];
  address: RememberedAddress;
  shippingPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  specialInstructions: string | null;
  /** The shop's order-number prefix (settings). */
  orderPrefix: string;
  /**
   * The language of the call that placed the order (it becomes the customer's too); absent when no call of the
   * customer's places it (a payment's webhook), then the customer's last language.
   */
  language?: Language | undefined;
  /** `mode`: the mode its gateway order was made in (a sandbox or test-key payment moved no money). */
  gateway?: { name: string; orderId: string; paymentId: string; mode: GatewayMode };
  /** A cart mixing pre-order and ready goods: how the shopper chose to have it sent (issue 37). */
  deliveryPlan?: string | null | undefined;
}

type Placed = Awaited<ReturnType<OrderRepository['place']>>;

export type OrderEventView = z.output<typeof orderEvent>;

/** Orders: writing one (once per payment), reading them, their history. Changes that touch payments are flows. */
/** Which orders have a tax invoice, and their credit notes (the invoices module answers; app.ts wires it in). */
export interface InvoiceLookup {
  issuedFor(orderIds: number[]): Promise<Set<number>>;
  creditNotesFor?(orderIds: number[]): Promise<Map<number, CreditNoteSummary[]>>;
}

/** An order being placed, as its messages are written from it (before it has its number and id). */
export interface PlacedOrder {
  userId: number;
  language: Language;
  lines: readonly RememberedLine[];
  address: RememberedAddress;
  shippingPaise: number;
  paid: boolean;
  /** Paid in the sandbox or with test keys: the farm's copy must not say "Paid online". */
  testPayment?: boolean;
}

/** Renders a placement's outbox messages (modules/messages); app.ts wires it in. */
export interface PlacementMessages {
  placed(p: PlacedOrder): Promise<Omit<PendingMessage, 'dedupeKey'>[]>;
}

export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly events: OrderEvents,
    private readonly invoices: InvoiceLookup = { issuedFor: async () => new Set() },
    private readonly messages?: PlacementMessages,
  ) {}

  /**
   * The customer's view of their orders' progress: when each status was reached, the courier and tracking number
   * once shipped, and whether the invoice is ready. Two statements however many orders.
   */
  private async withProgress(list: Order[]): Promise<Order[]> {
    const ids = list.map((order) => order.id);
    const [events, invoiced, refunds, creditNotes, preordered] = await Promise.all([
      this.orders.eventsOf(ids),
      this.invoices.issuedFor(ids),
      this.orders.refundsOf(ids),
      this.invoices.creditNotesFor?.(ids) ?? new Map<number, CreditNoteSummary[]>(),
      this.orders.preordersOf(ids),
    ]);
    const preorderOf = new Map(preordered.map((line) => [line.itemId, line]));
    const byOrder = groupBy(events, (event) => event.orderId);
    const refundsByOrder = groupBy(refunds, (refund) => refund.orderId);
    return list.map((order) => {
      const history = byOrder.get(order.id) ?? [];
      const shipped = history.findLast((event) => event.toStatus === 'Shipped');
      const cancelled =
        order.status === 'Cancelled' ? history.findLast((e) => e.toStatus === 'Cancelled') : undefined;
      return {
        ...order,
        items: order.items.map((item) => {
          const line = preorderOf.get(item.id);
          return line
            ? {
                ...item,
                preorder: {
                  id: line.id,
                  dispatch_from: line.dispatchFrom,
                  dispatch_to: line.dispatchTo,
                  harvested: line.harvested,
                },
              }
            : item;
        }),
        timeline: [
          { status: 'Placed' as const, at: order.date },
          // The first parcel of a split order is not a move of its status (from = to): first_parcel says it.
          ...history
            .filter((event) => event.fromStatus !== event.toStatus)
            .map((event) => ({
              status: event.toStatus as OrderStatus,
              at: event.createdAt.toISOString(),
            })),
        ],
        tracking:
          shipped?.courier && shipped.trackingNumber
            ? { courier: shipped.courier, tracking_number: shipped.trackingNumber }
            : null,
        first_parcel: firstParcelOf(
          history.map((event) => ({
            from: event.fromStatus,
            to: event.toStatus,
            note: event.note,
            courier: event.courier,
            tracking_number: event.trackingNumber,
            at: event.createdAt.toISOString(),
          })),
        ),
        invoice_available: invoiced.has(order.id),
        credit_notes: creditNotes.get(order.id) ?? [],
        refunds: customerRefunds(refundsByOrder.get(order.id) ?? []),
        // The farm's cancel carries the reason its staff typed (the customer is told it); the customer's own, none.
        cancellation: cancelled
          ? {
              by: cancelled.staffId !== null ? ('farm' as const) : ('customer' as const),
              reason: cancelled.staffId !== null ? cancelled.note : null,
              at: cancelled.createdAt.toISOString(),
            }
          : null,
      };
    });
  }

  async findByGatewayOrder(gatewayOrderId: string): Promise<Order | undefined> {
    const row = await this.orders.findByGatewayOrder(gatewayOrderId);
    return row ? this.withItems(row) : undefined;
  }

  /** The delivery note, for an order stored before the browser's own store call brought it. */
  async addInstructions(order: Order, instructions: string | null | undefined): Promise<Order> {
    if (!instructions || order.special_instructions) return order;
    const row = await this.orders.addInstructions(order.id, instructions);
    return row ? this.withItems(row) : order;
  }

  /** The refunds ledger changed for this order: its payment status and refunded total follow. */
  async refundsChanged(orderId: number): Promise<void> {
    await this.orders.applyRefunds(orderId);
  }

  /** Writes the order once: a second placement for the same gateway order answers the first. */
  /**
   * Writes a placement's order once. `transact`, when given, runs the write inside a transaction of its own (stock is
   * taken in the same one); everything else is read before it opens, so nothing waits on the transaction's connection.
   */
  async place(
    p: Placement,
    transact?: (write: (repository: OrderRepository) => Promise<Placed>) => Promise<Placed>,
  ): Promise<{ order: Order; created: boolean }> {
    const { subtotal: subtotalPaise, itemsCount } = cartTotals(
      p.lines.map((line) => ({ unitPrice: line.unitPricePaise, quantity: line.quantity })),
    );
    const language = p.language ?? (await this.orders.customerLanguage(p.userId));
    const row: NewOrder = {
      userId: p.userId,
      language,
      status: 'Placed',
      paymentMethod: p.paymentMethod,
      paymentStatus: p.paymentStatus,
      subtotalPaise,
      shippingPaise: p.shippingPaise,
      totalPaise: subtotalPaise + p.shippingPaise,
      itemsCount,
      specialInstructions: p.specialInstructions || null,
      shipFirstName: p.address.firstName,
      shipLastName: p.address.lastName,
      shipAddress: p.address.address,
      shipLandmark: p.address.landmark,
      shipCity: p.address.city,
      shipStateId: p.address.stateId,
      shipPincode: p.address.pincode,
      shipPhone: p.address.phoneNumber,
      gateway: p.gateway?.name ?? null,
      gatewayOrderId: p.gateway?.orderId ?? null,
      gatewayPaymentId: p.gateway?.paymentId ?? null,
      deliveryPlan: p.deliveryPlan ?? null,
    };
    // A remembered line already holds exactly what an order line keeps.
    const items = p.lines;
    // The customer's and the farm's messages are written by the same statement as the order, or not at all.
    const messages = this.messages
      ? await this.messages.placed({
          userId: p.userId,
          language,
          lines: p.lines,
          address: p.address,
          shippingPaise: p.shippingPaise,
          paid: p.paymentStatus === 'Paid',
          testPayment: p.gateway !== undefined && p.gateway.mode !== 'live',
        })
      : [];
    const write = (repository: OrderRepository) =>
      repository.place(row, items, p.orderPrefix, messages, p.language !== undefined);
    const placed = transact ? await transact(write) : await write(this.orders);
    const order = placed.created ? toOrder(placed.order, placed.items) : await this.withItems(placed.order);
    if (placed.created) this.events.placed(order, { id: p.userId });
    return { order, created: placed.created };
  }

  /**
   * The customer's storefront language is that of their latest order call: a payment's order, placed later by
   * whichever of the browser and the webhook comes first, is written in it.
   */
  rememberLanguage(userId: number, language: Language): Promise<void> {
    return this.orders.rememberLanguage(userId, language);
  }

  async withItems(row: OrderRow): Promise<Order> {
    return toOrder(row, await this.orders.items([row.id]));
  }

  /** Orders with their lines: two statements however many orders. */
  private async withItemsMany(rows: OrderRow[]): Promise<Order[]> {
    const items = groupBy(await this.orders.items(rows.map((row) => row.id)), (item) => item.orderId);
    return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
  }

  /** A customer's orders, newest first, each with its lines. */
  async list(callerId: number, userId: number): Promise<Order[]> {
    if (callerId !== userId) throw new ForbiddenError(CHECKOUT_MESSAGES.notYourOrders);
    return this.withProgress(await this.withItemsMany(await this.orders.listForUser(userId)));
  }

  async get(userId: number, orderId: number): Promise<Order> {
    const row = await this.orders.findOwn(userId, orderId);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const [order] = await this.withProgress([await this.withItems(row)]);
    return order!;
  }

  /** The newest orders, for the staff. */
  async listAll(status: OrderStatus | undefined): Promise<Order[]> {
    return this.withItemsMany(await this.orders.listAll(status, 100));
  }

  async eventsOf(orderId: number): Promise<OrderEventView[]> {
    const events = await this.orders.events(orderId);
    // The history says who moved the order by name and role (issue 32), not "staff:3".
    const staff = await this.orders.staffNames(events.flatMap((event) => event.staffId ?? []));
    const nameOf = (id: number) => {
      const member = staff.get(id);
      return member
        ? `${member.name} (${member.role.charAt(0).toUpperCase()}${member.role.slice(1)})`
        : `Staff member #${id}`;
    };
    return events.map((event) => ({
      from: event.fromStatus as OrderStatus,
      to: event.toStatus as OrderStatus,
      by: event.staffId !== null ? `staff:${event.staffId}` : 'customer',
      by_name: event.staffId !== null ? nameOf(event.staffId) : 'The customer',
      note: event.note,
      courier: event.courier,
      tracking_number: event.trackingNumber,
      at: event.createdAt.toISOString(),
    }));
  }

  /** Any order as the staff see it: the wire order, its row (payment ids, customer), its lines and its history. */
  async forStaff(
    orderId: number,
  ): Promise<{ order: Order; row: OrderRow; lines: OrderItemRow[]; events: OrderEventView[] }> {
    const row = await this.orders.findAny(orderId);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    const lines = await this.orders.items([row.id]);
    return { order: toOrder(row, lines), row, lines, events: await this.eventsOf(orderId) };
  }

  /** What the staff see after a change: the order as it is now, with its history. */
  async staffView(
    orderId: number,
    message: string,
  ): Promise<{ order: Order; message: string; events: OrderEventView[] }> {
    const { order, events } = await this.forStaff(orderId);
    return { order, message, events };
  }

  /** The order's refunds, oldest first, each with the lines it named (the desk's view). */
  refundsWithLines(orderId: number): Promise<OrderRefundRow[]> {
    return this.orders.refundsOf([orderId]);
  }

  /** The order's lines. */
  lines(orderId: number): Promise<OrderItemRow[]> {
    return this.orders.items([orderId]);
  }

  /** Announces a cancelled order to whoever listens (after it is committed). */
  announceCancelled(order: Order, customer: { id: number }): void {
    this.events.cancelled(order, customer);
  }
}

/**
 * The refunds a customer is shown (issue 32): the farm's refunds of items and its goodwill amounts, each with the
 * reason the farm gave, pending or processed. A cancel's refund is the cancellation itself (its own words in My
 * Orders) and a failed refund refunded nothing: neither is listed.
 */
function customerRefunds(rows: readonly OrderRefundRow[]): CustomerRefund[] {
  return rows.flatMap((row) => {
    const kind = refundKind(row, row.lines.length);
    if (kind === 'cancel' || (row.status !== 'pending' && row.status !== 'processed')) return [];
    return [
      {
        id: row.id,
        kind,
        amount: paiseToRupees(row.amountPaise),
        status: row.status,
        reason: row.reason,
        lines: row.lines.map((line) => ({ item_id: line.orderItemId, quantity: line.quantity })),
        at: row.createdAt.toISOString(),
      },
    ];
  });
}
