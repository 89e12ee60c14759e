/**
 * A local stand-in for Razorpay's HTTP API (the parts the shop calls: orders, payment fetch, refunds), so the
 * official SDK can be driven end to end in tests. `pay()` does what Razorpay's checkout does for the customer.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, { id: string; amount: number; receipt: string }>;
  refunds: { paymentId: string; amount: number; id: string }[];
  requests: { method: string; path: string; authorized: boolean }[];
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  signWebhook(body: string): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = 'fake-key-secret';
  const webhookSecret = 'fake-webhook-secret';
  const orders = new Map<string, { id: string; amount: number; receipt: string }>();
  const payments = new Map<string, { id: string; order_id: string; amount: number; status: string }>();
  const refunds: FakeRazorpay['refunds'] = [];
  const requests: FakeRazorpay['requests'] = [];
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const authorized = req.headers.authorization === expectedAuth;
      requests.push({ method: req.method ?? '', path, authorized });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const fail = (status: number, description: string) =>
        send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      if (!authorized) return fail(401, 'Authentication failed');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};

      if (req.method === 'POST' && path === '/v1/orders') {
        const order = { id: id('order'), amount: Number(body.amount), receipt: String(body.receipt ?? '') };
        orders.set(order.id, order);
        return send(200, {
          ...order,
          entity: 'order',
          currency: body.currency,
          status: 'created',
          attempts: 0,
        });
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && payment) {
        const found = payments.get(payment[1]!);
        return found
          ? send(200, { ...found, entity: 'payment', currency: 'INR' })
          : fail(400, 'The id provided does not exist');
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund) {
        const found = payments.get(refund[1]!);
        if (!found) return fail(400, 'The id provided does not exist');
        const made = { id: id('rfnd'), paymentId: found.id, amount: Number(body.amount ?? found.amount) };
        refunds.push(made);
        found.status = 'refunded';
        return send(200, {
          id: made.id,
          entity: 'refund',
          amount: made.amount,
          payment_id: found.id,
          status: 'processed',
        });
      }
      return fail(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    refunds,
    requests,
    pay(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Razorpay has no order ${orderId}`);
      const paymentId = id('pay');
      payments.set(paymentId, { id: paymentId, order_id: orderId, amount: order.amount, status: 'captured' });
      const signature = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
    },
    signWebhook: (body) => createHmac('sha256', webhookSecret).update(body).digest('hex'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
