import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../src/db/schema.js';
import { OrderRepository, type NewOrder, type NewOrderItem } from '../src/modules/orders/repository.js';
import { createTestApp, type TestApp } from './harness.js';
import { Shopper } from './shopper.js';

let t: TestApp;
let repo: OrderRepository;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  repo = new OrderRepository(t.database.db);
  userId = (await Shopper.start(t.app)).userId;
});
afterAll(async () => t?.close());

const order = (gatewayOrderId: string | null): NewOrder => ({
  userId,
  status: 'Placed',
  paymentMethod: gatewayOrderId ? 'RAZORPAY' : 'COD',
  paymentStatus: gatewayOrderId ? 'Paid' : 'Pending',
  subtotalPaise: 45000,
  shippingPaise: 6000,
  totalPaise: 51000,
  itemsCount: 3,
  specialInstructions: 'Ring twice',
  shipFirstName: 'Nandini',
  shipLastName: 'Varma',
  shipAddress: 'Kizhakkethil House',
  shipLandmark: '',
  shipCity: 'Wandoor',
  shipStateId: 1,
  shipPincode: '679328',
  shipPhone: '9847055555',
  gateway: gatewayOrderId ? 'sandbox' : null,
  gatewayOrderId,
  gatewayPaymentId: gatewayOrderId ? `pay_${gatewayOrderId}` : null,
});

const lines: NewOrderItem[] = [
  {
    productId: null,
    productSizeId: null,
    productName: 'Virgin Coconut Oil',
    productNameMal: 'വെർജിൻ വെളിച്ചെണ്ണ',
    productSlug: 'virgin-coconut-oil',
    image: 'oil.svg',
    size: '500 ml',
    weightGrams: 520,
    quantity: 2,
    unitPricePaise: 15000,
    totalPaise: 30000,
  },
  {
    productId: null,
    productSizeId: null,
    productName: 'Grandmother\'s "Mango" Pickle',
    productNameMal: 'മാങ്ങ അച്ചാർ',
    productSlug: 'mango-pickle',
    image: 'pickle.svg',
    size: '250 g',
    weightGrams: 300,
    quantity: 1,
    unitPricePaise: 15000,
    totalPaise: 15000,
  },
];

describe('placing an order in one statement', () => {
  it('answers with exactly the rows a later read finds, lines in order', async () => {
    const placed = await repo.place(order(null), lines, 'SF');
    expect(placed.created).toBe(true);
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order.id));
    expect(placed.order).toEqual(stored);
    expect(placed.order.createdAt).toBeInstanceOf(Date);
    const storedLines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.order.id))
      .orderBy(orderItems.id);
    expect(placed.created && placed.items).toEqual(storedLines);
    expect(storedLines.map((line) => line.productName)).toEqual(lines.map((line) => line.productName));
  });

  it('writes one order for a gateway order however often it is placed, and no second set of lines', async () => {
    const first = await repo.place(order('order_once'), lines, 'SF');
    const again = await Promise.all([1, 2, 3].map(() => repo.place(order('order_once'), lines, 'SF')));
    expect(first.created).toBe(true);
    for (const result of again) {
      expect(result).toMatchObject({ created: false, order: { id: first.order.id } });
    }
    const written = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, first.order.id));
    expect(written).toHaveLength(lines.length);
  });
});
