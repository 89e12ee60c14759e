import type { StockService } from '../stock/index.js';
import {
  WAITING_STATUSES,
  SHOP_UTC_OFFSET_MINUTES,
  stateName,
  paiseToRupees,
  shippingRefundedOf,
  zoneOf,
  type DeskOrderRow,
  type DeskOrdersQuery,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  type CreditNoteSummary,
  firstParcelOf,
} from '@farm/contract';
import { firstParcelRefusal, parcelLines } from '../preorders/index.js';
import { packingSlipPdf } from '../invoices/index.js';
import type { OrderService } from '../orders/index.js';
import { refundKind } from '../payments/index.js';
import type { SiteService } from '../site/index.js';
import { startOfShopDay, type DeskRepository } from './repository.js';

/** Each waiting status with its count, 0 for none. */
function waitingCounts(counts: Map<OrderStatus, number>) {
  return Object.fromEntries(WAITING_STATUSES.map((status) => [status, counts.get(status) ?? 0])) as Record<
    (typeof WAITING_STATUSES)[number],
    number
  >;
}

/** A day in Kerala, as YYYY-MM-DD, `daysAgo` days before `now`. */
function shopDate(now: Date, daysAgo = 0): string {
  const shifted = new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000 - daysAgo * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

/** What a paid order is short of when its payment arrived after its hold ran out and the jars had gone. */
function shortOf(order: { stockShort: { productSizeId: number; short: number }[] | null }) {
  return order.stockShort ?? [];
}

/** The farm's order desk: the list with its filters and tabs, one order in full, the dashboard. */
export class DeskService {
  constructor(
    private readonly repo: DeskRepository,
    private readonly orders: OrderService,
    private readonly site: Pick<SiteService, 'site'>,
    private readonly invoices: {
      numberFor(orderId: number): Promise<string | undefined>;
      creditNotes(orderId: number): Promise<CreditNoteSummary[]>;
    },
    private readonly stock: Pick<StockService, 'list' | 'lotCodes'>,
  ) {}

  /** The packing slip of an order: lines to pick with their sizes, the address label, the farm as sender. */
  async packingSlip(orderId: number): Promise<{ orderNo: string; pdf: Buffer }> {
    const [{ order, row, lines, events }, shop, lots] = await Promise.all([
      this.orders.forStaff(orderId),
      this.site.site(),
      this.stock.lotCodes(orderId),
    ]);
    const pdf = await packingSlipPdf({
      orderNo: order.order_no,
      placedAt: order.date,
      note: row.specialInstructions,
      // Units refunded are not packed (issue 32); a split order's slip holds its next parcel's lines (issue 37).
      lines: parcelLines(row, lines, firstParcelOf(events) !== null).map((line) => ({
        name: line.productName,
        nameMal: line.productNameMal,
        size: line.size,
        quantity: line.quantity - line.refundedQuantity,
        weightGrams: line.weightGrams,
        lots: lots.get(line.id) ?? [],
      })),
      to: {
        ...order.address,
        name: `${order.address.first_name} ${order.address.last_name}`,
        phone: order.address.phone_number,
      },
      from: { name: shop.name, address: shop.addresses.farm, phone: shop.phones[0] ?? '' },
    });
    return { orderNo: order.order_no, pdf };
  }

  async list(query: DeskOrdersQuery) {
    const { page, per_page: perPage, ...filters } = query;
    const [{ rows, total }, counts] = await Promise.all([
      this.repo.list(filters, page, perPage),
      this.repo.statusCounts(WAITING_STATUSES),
    ]);
    const data: DeskOrderRow[] = rows.map(({ order, customer, shortRefunded, testPayment }) => ({
      id: order.id,
      order_no: order.orderNo,
      date: order.createdAt.toISOString(),
      status: order.status as OrderStatus,
      payment_status: order.paymentStatus as PaymentStatus,
      payment_method: order.paymentMethod as PaymentMethod,
      total_amount: paiseToRupees(order.totalPaise),
      items_count: order.itemsCount,
      customer,
      ship_to: {
        name: `${order.shipFirstName} ${order.shipLastName}`,
        city: order.shipCity,
        state: stateName(order.shipStateId),
      },
      zone: zoneOf(order.shipStateId),
      stock_short: shortOf(order).length > 0,
      short_refunded: Boolean(shortRefunded),
      test_payment: Boolean(testPayment),
    }));
    return { data, page, per_page: perPage, total, counts: waitingCounts(counts) };
  }

  /** One order in full, for its page in the console. */
  async order(orderId: number) {
    const { order, row, lines, events } = await this.orders.forStaff(orderId);
    const [customer, refunds, invoiceNo, testPayment, creditNotes] = await Promise.all([
      this.repo.customer(row.userId),
      this.orders.refundsWithLines(row.id),
      this.invoices.numberFor(row.id),
      this.repo.testPayment(row.id),
      this.invoices.creditNotes(row.id),
    ]);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const firstParcelSent = firstParcelOf(events) !== null;
    const standing = refunds.filter((refund) => refund.status !== 'failed');
    const shippingRefunded = shippingRefundedOf(
      refunds.map((refund) => ({
        amount: refund.amountPaise,
        status: refund.status,
        lines: refund.lines.map((l) => ({
          unitPrice: byId.get(l.orderItemId)?.unitPricePaise ?? 0,
          quantity: l.quantity,
        })),
      })),
    );
    return {
      order,
      customer: customer ?? { id: row.userId, name: '', email: '', mobile: '' },
      zone: zoneOf(row.shipStateId),
      // The parcel's weight: what is left to send once refunded units are out (a split order: its next parcel).
      weight_grams: parcelLines(row, lines, firstParcelSent).reduce(
        (sum, line) => sum + line.weightGrams * (line.quantity - line.refundedQuantity),
        0,
      ),
      // The items of the next parcel (a split order sends its ready goods first, then its pre-order lines).
      parcel_item_ids: parcelLines(row, lines, firstParcelSent).map((line) => line.id),
      first_parcel_allowed: firstParcelRefusal(row, lines, firstParcelSent) === null,
      payment: {
        gateway: row.gateway,
        gateway_order_id: row.gatewayOrderId,
        gateway_payment_id: row.gatewayPaymentId,
        test_payment: testPayment,
      },
      events,
      refunds: refunds.map((refund) => ({
        id: refund.id,
        amount: paiseToRupees(refund.amountPaise),
        status: refund.status as 'pending' | 'processed' | 'failed',
        reason: refund.reason,
        requested_by: refund.requestedBy,
        gateway_refund_id: refund.gatewayRefundId,
        created_at: refund.createdAt.toISOString(),
        kind: refundKind(refund, refund.lines.length),
        lines: refund.lines.map((l) => ({
          item_id: l.orderItemId,
          name: byId.get(l.orderItemId)?.productName ?? '',
          size: byId.get(l.orderItemId)?.size ?? '',
          quantity: l.quantity,
          restock: l.restock,
        })),
      })),
      refund_left: {
        amount: paiseToRupees(
          Math.max(0, row.totalPaise - standing.reduce((sum, refund) => sum + refund.amountPaise, 0)),
        ),
        shipping: paiseToRupees(Math.max(0, row.shippingPaise - shippingRefunded)),
      },
      invoice_no: invoiceNo ?? null,
      credit_notes: creditNotes,
      stock_short: shortOf(row).map((short) => {
        const line = lines.find((l) => l.productSizeId === short.productSizeId);
        return {
          product_size_id: short.productSizeId,
          name: line?.productName ?? '',
          size: line?.size ?? '',
          short: short.short,
        };
      }),
    };
  }

  /**
   * Today's and this month's orders (Kerala days), what waits, the last 30 days, the best sellers. The money figures
   * (revenue, the 30 days, what each best seller took) only for a role with `sales.read`: a packer sees the counts.
   */
  async dashboard(withSales: boolean, now = new Date()) {
    const today = shopDate(now);
    const monthStart = `${today.slice(0, 8)}01`;
    const thirtyDaysAgo = shopDate(now, 29);
    const [todays, months, counts, days, top, low] = await Promise.all([
      this.repo.totalsSince(startOfShopDay(today)),
      this.repo.totalsSince(startOfShopDay(monthStart)),
      this.repo.statusCounts(WAITING_STATUSES),
      withSales ? this.repo.byDay(startOfShopDay(thirtyDaysAgo)) : [],
      this.repo.topProducts(startOfShopDay(thirtyDaysAgo), 5),
      this.stock.list(true),
    ]);
    const byDate = new Map(days.map((day) => [day.date, day]));
    const money = (paise: number) => (withSales ? { revenue: paiseToRupees(paise) } : {});
    return {
      today: { orders: todays.orders, ...money(todays.revenuePaise) },
      month: { orders: months.orders, ...money(months.revenuePaise) },
      waiting: waitingCounts(counts),
      ...(withSales && {
        revenue_by_day: Array.from({ length: 30 }, (_, i) => {
          const date = shopDate(now, 29 - i);
          const day = byDate.get(date);
          return { date, orders: day?.orders ?? 0, revenue: paiseToRupees(day?.revenue ?? 0) };
        }),
      }),
      top_products: top.map((product) => ({
        product_id: product.productId,
        name: product.name,
        quantity: product.quantity,
        ...money(product.revenue),
      })),
      low_stock: low.map((level) => ({
        product_size_id: level.product_size_id,
        name: level.product_name,
        size: level.size,
        left: level.available ?? 0,
      })),
    };
  }
}
