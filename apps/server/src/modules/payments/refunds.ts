import { randomUUID } from 'node:crypto';
import { formatPaise, paiseToRupees } from '@farm/contract';
import type { Bound } from '../../db/transaction.js';
import { ConflictError } from '../../shared/errors.js';
import { GatewayRefusedError, type GatewayRefund, type PaymentGateway } from './gateway.js';
import type {
  LEDGER_REPOSITORIES,
  NewRefundLine,
  PaymentOrderRow,
  RefundRepository,
  RefundRow,
} from './repository.js';

/** The ledger's repositories bound to the caller's transaction. */
export type LedgerTx = Bound<typeof LEDGER_REPOSITORIES>;

export interface RefundRequest {
  paymentOrder: PaymentOrderRow;
  /** The order refunded; null when the payment never became one. */
  orderId: number | null;
  /** The payment refunded: the gateway order's recorded payment unless another one (a second payment) is named. */
  payment?: { id: string; amountPaise: number };
  amountPaise: number;
  reason: string;
  /** `customer:12`, `staff:3` or `system`. */
  requestedBy: string;
  /**
   * The same key always means the same refund: a cancel or a system refund uses a key of its own making, so two
   * processes settling the same thing write one row. Left out, every request is a refund of its own.
   */
  idempotencyKey?: string;
  /** The order lines it gives back (a staff refund that names its lines); none for goodwill or a cancel. */
  lines?: readonly NewRefundLine[];
}

/** The key of the refund a cancel makes (customer's or farm's): one per order, whoever cancels. */
export function cancelRefundKey(orderId: number): string {
  return `order-${orderId}-cancel`;
}

/**
 * The key of the refund a paid order's placement makes of the units it was short of (its payment arrived after its
 * hold ran out and the jars had gone): one per order, however often its payment is reported.
 */
export function shortRefundKey(orderId: number): string {
  return `order-${orderId}-short`;
}

/**
 * What a refund was, as the customer and the farm are told: items, items the shelf no longer had when the payment
 * arrived (refunded by the shop itself), goodwill, or a cancel's refund in full.
 */
export function refundKind(row: RefundRow, lineCount: number): 'lines' | 'short' | 'goodwill' | 'cancel' {
  if (row.orderId !== null && row.idempotencyKey === shortRefundKey(row.orderId)) return 'short';
  if (lineCount > 0) return 'lines';
  if (row.orderId !== null && row.idempotencyKey === cancelRefundKey(row.orderId)) return 'cancel';
  return 'goodwill';
}

/** Hears about every change to an order's refunds, to keep the order's payment status and refunded total true. */
export interface RefundListener {
  refundsChanged(orderId: number): Promise<void>;
}

/** The values a gateway's answer writes on a refund row. */
export type RefundOutcome = {
  status: 'pending' | 'processed' | 'failed';
  gatewayRefundId?: string;
  lastError?: string | null;
};

/**
 * Writes a refund's outcome together with what it causes outside the ledger (the customer's message, in
 * flows/refund-messages.ts), in one transaction; answers the row when this call changed it, as the repository does.
 */
export interface RefundRecorder {
  record(row: RefundRow, values: RefundOutcome): Promise<RefundRow | undefined>;
}

export interface RefundLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The refunds ledger (docs/domain.md "Payments and refunds"). A refund is opened as a pending row inside the caller's
 * transaction, never for more than is left of the payment; sent to the gateway after that transaction commits,
 * outside any lock, with the row's idempotency key; and settled by the gateway's answer, its refund webhooks or
 * the reconciliation pass. A retry, a crash or a second process never refunds twice: the key makes the gateway
 * answer a repeat with the refund it already made.
 */
export class RefundService {
  constructor(
    private readonly repo: RefundRepository,
    private readonly gateway: PaymentGateway,
    private readonly listener: RefundListener,
    private readonly log: RefundLog,
    private readonly recorder?: RefundRecorder,
  ) {}

  /** The refund already made under this idempotency key for a payment order, if any (a repeated submit). */
  async existing(tx: LedgerTx, paymentOrderId: number, key: string): Promise<RefundRow | undefined> {
    return (await tx.refunds.forPaymentOrder(paymentOrderId)).find((r) => r.idempotencyKey === key);
  }

  /**
   * What is left to refund of a payment (captured less the refunds pending or processed), with the payment order's
   * row locked until the caller's transaction ends: the figure holds for the refund opened next in it.
   */
  async left(
    tx: LedgerTx,
    request: Pick<RefundRequest, 'paymentOrder' | 'payment'>,
  ): Promise<{ paymentOrder: PaymentOrderRow; paymentId: string; leftPaise: number; earlier: RefundRow[] }> {
    // Refunds of one payment are opened one at a time: the payment order's row is the lock.
    const paymentOrder = await tx.paymentOrders.lock(request.paymentOrder.id);
    const paymentId = request.payment?.id ?? paymentOrder?.gatewayPaymentId;
    const captured = request.payment?.amountPaise ?? paymentOrder?.amountPaise ?? 0;
    if (!paymentOrder || !paymentId || (!request.payment && paymentOrder.status === 'created')) {
      throw new ConflictError('This payment has not been captured, so there is nothing to refund.');
    }
    const earlier = await tx.refunds.forPaymentOrder(paymentOrder.id);
    const committed = earlier
      .filter((r) => r.gatewayPaymentId === paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    return { paymentOrder, paymentId, leftPaise: Math.max(0, captured - committed), earlier };
  }

  /** Writes a pending refund in the caller's transaction (`tx`), after checking what is left to refund. */
  async open(tx: LedgerTx, request: RefundRequest): Promise<RefundRow> {
    const { paymentOrder, paymentId, leftPaise, earlier } = await this.left(tx, request);
    const key = request.idempotencyKey ?? randomUUID();
    const existing = earlier.find((r) => r.idempotencyKey === key);
    if (existing) return existing;
    if (request.amountPaise <= 0 || request.amountPaise > leftPaise) {
      throw new ConflictError(`At most ${formatPaise(leftPaise)} of this payment can still be refunded.`, {
        refundable: paiseToRupees(leftPaise),
      });
    }
    const row = await tx.refunds.insert({
      orderId: request.orderId,
      paymentOrderId: paymentOrder.id,
      gateway: paymentOrder.gateway,
      gatewayPaymentId: paymentId,
      amountPaise: request.amountPaise,
      reason: request.reason,
      requestedBy: request.requestedBy,
      idempotencyKey: key,
    });
    // The payment order's lock keeps a second opening with this key out until this one commits: the row is new.
    if (request.lines) await tx.refunds.insertLines(row.id, request.lines);
    return row;
  }

  /**
   * Asks the gateway for a pending refund (after its row is committed). A refusal marks it failed; no answer leaves it
   * pending with the error noted, for the reconciliation pass to send again with the same key.
   */
  async send(refund: RefundRow): Promise<RefundRow> {
    if (refund.status !== 'pending') return refund;
    if (refund.gateway !== this.gateway.name) {
      await this.repo.noteError(refund.id, `made through ${refund.gateway}; refund it there by hand`);
      return refund;
    }
    await this.repo.countAttempt(refund.id);
    try {
      const answer = await this.gateway.refund(refund.gatewayPaymentId, refund.amountPaise, {
        idempotencyKey: refund.idempotencyKey,
        notes: { refund_row: String(refund.id), reason: refund.reason.slice(0, 250) },
      });
      return await this.record(refund, answer);
    } catch (error) {
      if (error instanceof GatewayRefusedError) {
        this.log.error(
          { refund: refund.id, status: error.statusCode, reason: error.description },
          'refund refused',
        );
        // Through the recorder, so what the refund caused (units taken off the order) is undone with it.
        const values: RefundOutcome = { status: 'failed', lastError: error.description };
        const failed =
          (await (this.recorder
            ? this.recorder.record(refund, values)
            : this.repo.record(refund.id, values))) ??
          (await this.repo.findById(refund.id)) ??
          refund;
        await this.changed(failed);
        return failed;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { refund: refund.id, reason: message },
        'refund not confirmed yet; it will be sent again',
      );
      await this.repo.noteError(refund.id, message);
      return refund;
    }
  }

  /** The gateway's word on a refund (its answer, a refund webhook, or a look-up). Unknown refunds change nothing. */
  async settle(answer: GatewayRefund): Promise<RefundRow | undefined> {
    const row =
      (await this.repo.findByGatewayRefundId(answer.id)) ??
      (answer.notes.refund_row ? await this.repo.findById(Number(answer.notes.refund_row)) : undefined);
    if (!row || row.gatewayPaymentId !== answer.paymentId) return undefined;
    return this.record(row, answer);
  }

  /** Refunds still pending: sent again with their key when the gateway never answered, else looked up. */
  async reconcile(olderThanMs: number, limit: number): Promise<number> {
    let settled = 0;
    for (const row of await this.repo.pending(olderThanMs, limit)) {
      try {
        if (!row.gatewayRefundId) {
          if ((await this.send(row)).status !== 'pending') settled += 1;
          continue;
        }
        const answer = (await this.gateway.fetchRefunds(row.gatewayPaymentId)).find(
          (r) => r.id === row.gatewayRefundId,
        );
        if (answer && answer.status !== 'pending' && (await this.record(row, answer)).status !== 'pending')
          settled += 1;
      } catch (error) {
        this.log.warn(
          { refund: row.id, reason: error instanceof Error ? error.message : String(error) },
          'refund check failed',
        );
      }
    }
    return settled;
  }

  forOrder(orderId: number): Promise<RefundRow[]> {
    return this.repo.forOrder(orderId);
  }

  private async record(row: RefundRow, answer: GatewayRefund): Promise<RefundRow> {
    const values: RefundOutcome = {
      status: answer.status,
      gatewayRefundId: answer.id,
      lastError: answer.status === 'failed' ? 'the payment service could not complete the refund' : null,
    };
    const recorded =
      (await (this.recorder ? this.recorder.record(row, values) : this.repo.record(row.id, values))) ??
      (await this.repo.findById(row.id)) ??
      row;
    if (recorded.status === 'failed') {
      this.log.error({ refund: row.id, gatewayRefund: answer.id }, 'refund failed at the payment service');
    }
    await this.changed(recorded);
    return recorded;
  }

  private async changed(row: RefundRow): Promise<void> {
    if (row.orderId !== null) await this.listener.refundsChanged(row.orderId);
  }
}
