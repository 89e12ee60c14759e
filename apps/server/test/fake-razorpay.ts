/**
 * A local stand-in for Razorpay's HTTP API and webhooks, faithful in everything the shop relies on, so the official
 * SDK can be driven end to end in tests. Each behaviour follows Razorpay's documentation:
 *
 * - Orders: POST /v1/orders (amount in paise, at least 100: "The amount must be atleast INR 1.00"); capture settings
 *   in `payment.capture` / `capture_options` decide whether an authorised payment is captured by itself.
 *   https://razorpay.com/docs/api/orders/create/ and https://razorpay.com/docs/payments/payments/capture-settings/api/
 * - Payment states: created → authorized → captured (→ refunded when fully refunded), or failed; a payment stays
 *   `authorized` (never paid to the merchant) until captured, and a late authorisation can arrive minutes or days
 *   after the customer left, past the automatic capture window.
 *   https://razorpay.com/docs/payments/payments/capture-settings/ and .../payments/late-authorization/handle/
 * - Capture: POST /v1/payments/:id/capture, only from `authorized`, for exactly the authorised amount.
 *   https://razorpay.com/docs/api/payments/capture/
 * - Refunds: POST /v1/payments/:id/refund, only of a captured payment, several partial refunds whose total never
 *   exceeds the captured amount; a refund is `pending` until processed or failed (a failed refund gives the amount
 *   back to what can be refunded); the payment's `refund_status` is partial or full, and its status becomes
 *   `refunded` only when fully refunded. `X-Refund-Idempotency` (10+ characters): the same key and body answer the
 *   refund already made; the same key with another body is a BAD_REQUEST.
 *   https://razorpay.com/docs/api/refunds/create-normal/ and https://razorpay.com/docs/api/refunds/normal-refunds-idempotent
 * - Webhooks: signed with the webhook secret (HMAC-SHA256 hex of the raw body, `X-Razorpay-Signature`), each with an
 *   `X-Razorpay-Event-Id`, delivered at least once and in no guaranteed order: payment.authorized,
 *   payment.captured, order.paid, payment.failed, refund.created, refund.processed, refund.failed.
 *   https://razorpay.com/docs/webhooks/ and https://razorpay.com/docs/webhooks/payloads/payments/
 * - Errors: `{error: {code, description, source, step, reason, field}}` with 400 for a bad request, 401 for bad keys,
 *   429 when rate limited; and, as any network, answers that are slow or never come.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeOrder {
  id: string;
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  /** The order asked Razorpay to capture its payments as soon as they are authorised. */
  autoCapture: boolean;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
}

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  captured: boolean;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  error_code: string | null;
  error_description: string | null;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  notes: Record<string, string>;
  idempotencyKey: string | undefined;
  body: string;
}

export interface Fault {
  /** Which calls: matched against `METHOD /path`. */
  match: RegExp;
  /** Answer this status with Razorpay's error body (e.g. 429, 500). */
  status?: number;
  /** Close the connection without answering (the request may or may not have been carried out: see `after`). */
  close?: boolean;
  /** Carry the request out first, then close without answering (an answer lost on the way back). */
  after?: boolean;
  /** Hold the answer this long. */
  delayMs?: number;
  /** How many calls it applies to (default 1). */
  times?: number;
  /** The error's description, for a `status`. */
  description?: string;
}

export interface WebhookDelivery {
  event: string;
  eventId: string;
  body: string;
  signature: string;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  requests: { method: string; path: string; authorized: boolean; idempotencyKey: string | undefined }[];
  /** Events made and not yet delivered (in `manual` webhook mode), oldest first. */
  outbox: WebhookDelivery[];
  /**
   * Where webhooks go: a function posting them to the shop (the test's app.inject or fetch). In `auto` mode each
   * event is delivered as it happens; in `manual` mode they wait in `outbox` for `deliver()`.
   */
  webhooks(target: (delivery: WebhookDelivery) => Promise<number>, mode?: 'auto' | 'manual'): void;
  /** Delivers what is waiting: in order, reversed, and/or each twice. */
  deliver(options?: { reverse?: boolean; twice?: boolean }): Promise<number[]>;
  /** The customer at the checkout widget. */
  pay(
    orderId: string,
    outcome?: 'success' | 'authorize-late' | 'fail',
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A payment left `created` by `pay(..., 'authorize-late')` is authorised now, after the capture window. */
  authorizeLate(paymentId: string): void;
  /** How the next refunds come out: processed at once (Razorpay's usual for normal speed in test mode) or pending. */
  refundsStart: 'processed' | 'pending';
  /** Razorpay finishes a pending refund, and sends its webhook. */
  settleRefund(refundId: string, status: 'processed' | 'failed'): void;
  /** Makes the next matching calls fail as a network or Razorpay would. */
  fault(fault: Fault): void;
  /** Called after a refund was made and before its answer is sent (a test can crash the shop here). */
  beforeRefundAnswer: (() => Promise<void>) | undefined;
  signWebhook(body: string): string;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fake';
  const keySecret = 'fake-key-secret';
  const webhookSecret = 'fake-webhook-secret';
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const requests: FakeRazorpay['requests'] = [];
  const outbox: WebhookDelivery[] = [];
  const faults: (Fault & { left: number })[] = [];
  const sockets = new Set<Socket>();
  let target: ((delivery: WebhookDelivery) => Promise<number>) | undefined;
  let webhookMode: 'auto' | 'manual' = 'auto';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex');

  const paymentEntity = (p: FakePayment) => ({
    ...p,
    entity: 'payment',
    currency: 'INR',
    method: 'upi',
    created_at: Math.floor(Date.now() / 1000),
  });
  const refundEntity = (r: FakeRefund) => ({
    id: r.id,
    entity: 'refund',
    amount: r.amount,
    currency: 'INR',
    payment_id: r.payment_id,
    // Razorpay sends notes as an empty array when there are none.
    notes: Object.keys(r.notes).length ? r.notes : [],
    status: r.status,
    speed_requested: 'normal',
    created_at: Math.floor(Date.now() / 1000),
  });

  function emit(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const delivery = { event, eventId: id('evt'), body, signature: sign(body) };
    if (webhookMode === 'auto' && target) void target(delivery).catch(() => {});
    else outbox.push(delivery);
  }

  function capture(payment: FakePayment) {
    payment.status = 'captured';
    payment.captured = true;
    const order = orders.get(payment.order_id)!;
    order.status = 'paid';
    emit('payment.captured', { payment: { entity: paymentEntity(payment) } });
    emit('order.paid', {
      payment: { entity: paymentEntity(payment) },
      order: { entity: { id: order.id, entity: 'order', amount: order.amount, status: 'paid' } },
    });
  }

  function authorize(payment: FakePayment, withinCaptureWindow: boolean) {
    payment.status = 'authorized';
    emit('payment.authorized', { payment: { entity: paymentEntity(payment) } });
    if (withinCaptureWindow && orders.get(payment.order_id)!.autoCapture) capture(payment);
  }

  /** What a payment can still give back: captured, less every refund not failed. */
  const refundable = (p: FakePayment) =>
    p.amount -
    [...refunds.values()]
      .filter((r) => r.payment_id === p.id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);

  function refreshRefundStatus(p: FakePayment) {
    const refunded = p.amount - refundable(p);
    p.amount_refunded = refunded;
    p.refund_status = refunded === 0 ? null : refunded === p.amount ? 'full' : 'partial';
    p.status = refunded === p.amount ? 'refunded' : 'captured';
  }

  type Answer = { status: number; body: unknown };
  const error = (status: number, description: string, field?: string): Answer => ({
    status,
    body: {
      error: {
        code: status === 401 ? 'BAD_REQUEST_ERROR' : status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        ...(field ? { field } : {}),
        metadata: {},
      },
    },
  });

  async function handle(
    method: string,
    path: string,
    raw: string,
    idempotencyKey: string | undefined,
  ): Promise<Answer> {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    if (method === 'POST' && path === '/v1/orders') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100)
        return error(400, 'The amount must be atleast INR 1.00', 'amount');
      const capture = (body.payment as { capture?: string } | undefined)?.capture;
      const order: FakeOrder = {
        id: id('order'),
        amount,
        receipt: String(body.receipt ?? ''),
        notes: (body.notes as Record<string, string>) ?? {},
        // An order without capture settings follows the account's default, taken here as manual capture (the
        // case the shop must never rely on).
        autoCapture: capture === 'automatic' || body.payment_capture === 1 || body.payment_capture === true,
        status: 'created',
        attempts: 0,
      };
      orders.set(order.id, order);
      return {
        status: 200,
        body: {
          id: order.id,
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: body.currency,
          receipt: order.receipt,
          status: 'created',
          attempts: 0,
          notes: order.notes,
          created_at: Math.floor(Date.now() / 1000),
        },
      };
    }
    let match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && match) {
      const items = [...payments.values()].filter((p) => p.order_id === match![1]).map(paymentEntity);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    match = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const found = payments.get(match[1]!);
      return found
        ? { status: 200, body: paymentEntity(found) }
        : error(400, 'The id provided does not exist');
    }
    match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && match) {
      const found = payments.get(match[1]!);
      if (!found) return error(400, 'The id provided does not exist');
      if (found.status === 'captured' || found.status === 'refunded') {
        return error(400, 'This payment has already been captured');
      }
      if (found.status !== 'authorized')
        return error(400, 'Only payments which have been authorized can be captured');
      if (Number(body.amount) !== found.amount) {
        return error(400, 'Capture amount must be equal to the amount authorized', 'amount');
      }
      capture(found);
      return { status: 200, body: paymentEntity(found) };
    }
    match = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(path);
    if (method === 'POST' && match && path.endsWith('/refund')) {
      const found = payments.get(match[1]!);
      if (!found) return error(400, 'The id provided does not exist');
      if (idempotencyKey !== undefined) {
        if (!/^[\w-]{10,}$/.test(idempotencyKey)) return error(400, 'The idempotency key is invalid');
        const earlier = [...refunds.values()].find((r) => r.idempotencyKey === idempotencyKey);
        if (earlier) {
          if (earlier.body !== raw || earlier.payment_id !== found.id) {
            return error(400, 'Different request with the same idempotency key has already been processed.');
          }
          return { status: 200, body: refundEntity(earlier) };
        }
      }
      if (found.status !== 'captured' && found.status !== 'refunded') {
        return error(400, 'The payment has not been captured, so it cannot be refunded');
      }
      const amount = body.amount === undefined ? refundable(found) : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100)
        return error(400, 'The refund amount must be atleast INR 1.00', 'amount');
      if (amount > refundable(found)) {
        return error(400, 'The total refund amount is greater than the refund payment amount', 'amount');
      }
      const refund: FakeRefund = {
        id: id('rfnd'),
        payment_id: found.id,
        amount,
        status: fake.refundsStart,
        notes: (body.notes as Record<string, string>) ?? {},
        idempotencyKey,
        body: raw,
      };
      refunds.set(refund.id, refund);
      refreshRefundStatus(found);
      emit('refund.created', {
        refund: { entity: refundEntity(refund) },
        payment: { entity: paymentEntity(found) },
      });
      if (refund.status === 'processed') {
        emit('refund.processed', {
          refund: { entity: refundEntity(refund) },
          payment: { entity: paymentEntity(found) },
        });
      }
      return { status: 200, body: refundEntity(refund) };
    }
    if (method === 'GET' && match && path.endsWith('/refunds')) {
      const items = [...refunds.values()].filter((r) => r.payment_id === match![1]).map(refundEntity);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    match = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const found = refunds.get(match[2]!);
      return found && found.payment_id === match[1]
        ? { status: 200, body: refundEntity(found) }
        : error(400, 'The id provided does not exist');
    }
    return error(404, 'The requested URL was not found on the server.');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        const method = req.method ?? '';
        const authorized = req.headers.authorization === expectedAuth;
        const key = req.headers['x-refund-idempotency'];
        const idempotencyKey = typeof key === 'string' ? key : undefined;
        requests.push({ method, path, authorized, idempotencyKey });
        const send = (answer: Answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        };
        const fault = faults.find((f) => f.left > 0 && f.match.test(`${method} ${path}`));
        if (fault) fault.left -= 1;
        if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (fault?.close && !fault.after) return req.socket.destroy();
        if (fault?.status) {
          return send(
            error(
              fault.status,
              fault.description ?? (fault.status === 429 ? 'Too many requests' : 'Server error'),
            ),
          );
        }
        if (!authorized) return send(error(401, 'Authentication failed'));
        const answer = await handle(method, path, raw, idempotencyKey);
        if (method === 'POST' && path.endsWith('/refund') && fake.beforeRefundAnswer) {
          await fake.beforeRefundAnswer();
        }
        if (fault?.close && fault.after) return req.socket.destroy();
        send(answer);
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    requests,
    outbox,
    refundsStart: 'processed',
    beforeRefundAnswer: undefined,
    webhooks(deliverTo, mode = 'auto') {
      target = deliverTo;
      webhookMode = mode;
    },
    async deliver({ reverse = false, twice = false } = {}) {
      const waiting = outbox.splice(0, outbox.length);
      if (reverse) waiting.reverse();
      const statuses: number[] = [];
      for (const delivery of waiting) {
        for (let i = 0; i < (twice ? 2 : 1); i++) statuses.push(await target!(delivery));
      }
      return statuses;
    },
    pay(orderId, outcome = 'success') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake Razorpay has no order ${orderId}`);
      order.attempts += 1;
      order.status = order.status === 'paid' ? 'paid' : 'attempted';
      const payment: FakePayment = {
        id: id('pay'),
        order_id: orderId,
        amount: order.amount,
        status: 'created',
        captured: false,
        amount_refunded: 0,
        refund_status: null,
        error_code: null,
        error_description: null,
      };
      payments.set(payment.id, payment);
      if (outcome === 'fail') {
        payment.status = 'failed';
        payment.error_code = 'BAD_REQUEST_ERROR';
        payment.error_description = 'Payment was unsuccessful as the bank declined it.';
        emit('payment.failed', { payment: { entity: paymentEntity(payment) } });
      } else if (outcome === 'success') {
        authorize(payment, true);
      }
      const signature = createHmac('sha256', keySecret).update(`${orderId}|${payment.id}`).digest('hex');
      return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: signature };
    },
    authorizeLate(paymentId) {
      const payment = payments.get(paymentId);
      if (!payment || payment.status !== 'created') throw new Error(`payment ${paymentId} is not waiting`);
      authorize(payment, false);
    },
    settleRefund(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund || refund.status !== 'pending') throw new Error(`refund ${refundId} is not pending`);
      refund.status = status;
      const payment = payments.get(refund.payment_id)!;
      refreshRefundStatus(payment);
      emit(`refund.${status}`, {
        refund: { entity: refundEntity(refund) },
        payment: { entity: paymentEntity(payment) },
      });
    },
    fault(fault) {
      faults.push({ ...fault, left: fault.times ?? 1 });
    },
    signWebhook: sign,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
