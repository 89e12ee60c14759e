/** A customer going through checkout against a test app, one call at a time. */
import { productResponse, type ProductDetail } from '@farm/contract';
import type { FastifyInstance } from 'fastify';
import { addressBody } from './factories.js';
import { bearer, json, registerCustomer } from './harness.js';

export { eventually } from './harness.js';

export interface Line {
  product_id: number;
  product_size_id: number;
  quantity: number;
}

export const keralaAddress = addressBody();

/** Products with at least one size in stock, as the catalogue shows them. */
export async function sellableProducts(app: FastifyInstance, count: number): Promise<ProductDetail[]> {
  const categories = json<{ products: { id: number; in_stock: boolean }[] }[]>(
    await app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );
  const ids = categories
    .flatMap((c) => c.products.filter((p) => p.in_stock).map((p) => p.id))
    .slice(0, count);
  const details: ProductDetail[] = [];
  for (const id of ids) {
    details.push(
      productResponse.parse(json(await app.inject({ method: 'GET', url: `/api/product/${id}` }))).product,
    );
  }
  return details;
}

export async function productBySlug(app: FastifyInstance, slug: string): Promise<ProductDetail> {
  const categories = json<{ products: { id: number; product_slug: string }[] }[]>(
    await app.inject({ method: 'GET', url: '/api/categories-with-products' }),
  );
  const id = categories.flatMap((c) => c.products).find((p) => p.product_slug === slug)?.id;
  return productResponse.parse(json(await app.inject({ method: 'GET', url: `/api/product/${id}` }))).product;
}

export function lineFor(
  product: ProductDetail,
  quantity: number,
): Line & { unitPrice: number; weight: number } {
  const index = product.sizes.findIndex((size) => size.in_stock);
  const size = product.sizes[index]!;
  const price = product.prices[index]!;
  return {
    product_id: product.id,
    product_size_id: size.id,
    quantity,
    unitPrice: price.offer_price > 0 ? price.offer_price : price.original_price,
    weight: size.weight,
  };
}

export class Shopper {
  private constructor(
    readonly app: FastifyInstance,
    readonly token: string,
    readonly userId: number,
    readonly addressId: number,
  ) {}

  static async start(app: FastifyInstance, address: object = keralaAddress): Promise<Shopper> {
    const { token, user } = await registerCustomer(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(token),
      payload: address,
    });
    if (created.statusCode !== 201) throw new Error(`address: ${created.body}`);
    return new Shopper(app, token, user.id, json<{ data: { id: number } }>(created).data.id);
  }

  post(url: string, payload?: object) {
    return this.app.inject({ method: 'POST', url, headers: bearer(this.token), payload });
  }

  get(url: string) {
    return this.app.inject({ method: 'GET', url, headers: bearer(this.token) });
  }

  createOrder(cart: Line[], extra: object = {}) {
    return this.post('/api/create-order', {
      address_id: this.addressId,
      cart: cart.map(({ product_id, product_size_id, quantity }) => ({
        product_id,
        product_size_id,
        quantity,
      })),
      ...extra,
    });
  }

  /** The storefront's payload after an online payment, with the browser's own idea of the prices. */
  store(
    payment: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature?: string },
    cart: Line[],
    extra: object = {},
  ) {
    return this.post('/api/store_order_user', {
      amount: 1,
      shipping_charge: 0,
      user_id: this.userId,
      address: this.addressId,
      special_instructions: '',
      payment_method: 'RAZORPAY',
      cash_on_delivery: 0,
      cart: cart.map((line) => ({ ...line, price: 1, product_prize_id: line.product_size_id })),
      payment_status: 'PAID',
      ...payment,
      ...extra,
    });
  }

  /** Plays the sandbox checkout widget. */
  async sandboxPay(orderId: string, outcome: 'success' | 'failure' = 'success') {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { order_id: orderId, outcome },
    });
    if (response.statusCode !== 200) throw new Error(`sandbox: ${response.body}`);
    return json<{
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
      error?: { code: string; description: string };
    }>(response);
  }
}
