import {
  CHECKOUT_MESSAGES,
  cartTotals,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type orderEvent,
} from '@farm/contract';
import type { z } from 'zod';
import type { RememberedAddress, RememberedLine } from '../../db/schema.js';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { groupBy } from '../../shared/group-by.js';
import type { OrderEvents } from './events.js';
import { toOrder } from './mappers.js';
import type { NewOrder, OrderItemRow, OrderRepository, OrderRow } from './repository.js';

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
  gateway?: { name: string; orderId: string; paymentId: string };
}

export type OrderEventView = z.output<typeof orderEvent>;

/** Orders: writing one (once per payment), reading them, their history. Changes that touch payments are flows. */
export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly events: OrderEvents,
  ) {}

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
  async place(p: Placement): Promise<{ order: Order; created: boolean }> {
    const { subtotal: subtotalPaise, itemsCount } = cartTotals(
      p.lines.map((line) => ({ unitPrice: line.unitPricePaise, quantity: line.quantity })),
    );
    const row: NewOrder = {
      userId: p.userId,
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
    };
    // A remembered line already holds exactly what an order line keeps.
    const items = p.lines;
    const placed = await this.orders.place(row, items, p.orderPrefix);
    const order = placed.created ? toOrder(placed.order, placed.items) : await this.withItems(placed.order);
    if (placed.created) this.events.placed(order, { id: p.userId });
    return { order, created: placed.created };
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
    return this.withItemsMany(await this.orders.listForUser(userId));
  }

  async get(userId: number, orderId: number): Promise<Order> {
    const row = await this.orders.findOwn(userId, orderId);
    if (!row) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    return this.withItems(row);
  }

  /** The newest orders, for the staff. */
  async listAll(status: OrderStatus | undefined): Promise<Order[]> {
    return this.withItemsMany(await this.orders.listAll(status, 100));
  }

  async eventsOf(orderId: number): Promise<OrderEventView[]> {
    return (await this.orders.events(orderId)).map((event) => ({
      from: event.fromStatus as OrderStatus,
      to: event.toStatus as OrderStatus,
      by: event.staffId !== null ? `staff:${event.staffId}` : 'customer',
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

  /** The order's lines. */
  lines(orderId: number): Promise<OrderItemRow[]> {
    return this.orders.items([orderId]);
  }

  /** Announces a cancelled order to whoever listens (after it is committed). */
  announceCancelled(order: Order, customer: { id: number }): void {
    this.events.cancelled(order, customer);
  }
}
