import { REFUND_WORKING_DAYS, STOCK_MESSAGES, type Order } from '@farm/contract';
import { inLanguage } from '@farm/contract/languages';
import { ORDER_PROGRESS_STEPS } from '@farm/contract/order-life';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import styles from './AccountPage.module.css';
import { formatIndianDate } from '../../shared/lib/format';
import { formatRupees } from '../../shared/lib/text';
import { currentLanguage } from '../../shared/i18n/language';
import { useText } from '../../shared/i18n/useText';
import { ORDER_STATUS_LABELS } from '../../shared/i18n/orderLabels';

/** Who cancelled the order and, when the farm did, the reason its staff gave (issue 32). */
function Cancellation({ cancellation }: { cancellation: NonNullable<Order['cancellation']> }) {
  const reason = cancellation.reason;
  if (cancellation.by === 'customer') {
    return (
      <p className={styles.cancelReason}>
        <Trans>You cancelled this order.</Trans>
      </p>
    );
  }
  return (
    <p className={styles.cancelReason}>
      {reason ? (
        <Trans>
          The farm cancelled this order. Their reason: <q>{reason}</q>
        </Trans>
      ) : (
        <Trans>The farm cancelled this order.</Trans>
      )}
    </p>
  );
}

/**
 * What the farm refunded of an order (issue 32): for each refund its amount, the items it was for (or that it was
 * goodwill) and the farm's reason, or the shop's own when the items had sold out before the payment arrived; still on
 * its way, or sent to the bank.
 */
function Refunds({ order }: { order: Order }) {
  const language = currentLanguage();
  const items = new Map(order.items.map((item) => [item.id, item]));
  const days = REFUND_WORKING_DAYS;
  const orderNo = order.order_no;
  const { t } = useLingui();
  const text = useText();
  if (!order.refunds?.length) return null;
  return (
    <section className={styles.refunds} aria-label={t`Refunds of order ${orderNo}`}>
      {order.refunds.map((refund) => {
        const amount = formatRupees(refund.amount);
        const date = formatIndianDate(refund.at);
        const reason = refund.reason;
        return (
          <div key={refund.id} className={styles.refund}>
            <p>
              {refund.status === 'pending' ? (
                refund.kind === 'goodwill' ? (
                  <Trans>
                    <strong>{amount}</strong> is on its way back to you as a goodwill gesture.
                  </Trans>
                ) : (
                  <Trans>
                    <strong>{amount}</strong> is on its way back to you for these items:
                  </Trans>
                )
              ) : refund.kind === 'goodwill' ? (
                <Trans>
                  <strong>{amount}</strong> refunded on <time dateTime={refund.at}>{date}</time> as a goodwill
                  gesture.
                </Trans>
              ) : (
                <Trans>
                  <strong>{amount}</strong> refunded on <time dateTime={refund.at}>{date}</time> for these
                  items:
                </Trans>
              )}
            </p>
            {refund.kind !== 'goodwill' && (
              <ul className={styles.refundItems}>
                {refund.lines.map((line) => {
                  const item = items.get(line.item_id);
                  const english = item?.product.product_name ?? '';
                  const name = inLanguage(language, english, item?.product.product_name_mal);
                  const size = item?.size ?? '';
                  const quantity = line.quantity;
                  return (
                    <li key={line.item_id}>
                      <span lang={language === 'ml' && name === english ? 'en' : undefined}>{name}</span>{' '}
                      <Trans>
                        ({size}) × {quantity}
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            )}
            {refund.kind === 'short' ? (
              // The shop's own reason (its words in the page's language): the jars had gone when the payment came.
              <p>{text(STOCK_MESSAGES.shortRefundReason)}</p>
            ) : (
              <p>
                <Trans>
                  The farm’s reason: <q>{reason}</q>
                </Trans>
              </p>
            )}
            {refund.status === 'processed' ? (
              <p className={styles.muted}>
                <Trans>Banks usually show it within {days} working days.</Trans>
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/**
 * Where an order is: each step with the day it was reached, the courier and tracking number once shipped, and the
 * tax invoice once the farm has accepted the order, and a credit note for each refund after it; who cancelled it and why; what the farm refunded and why.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const text = useText();
  const token = useAppSelector((state) => state.auth.token);
  const [problem, setProblem] = useState<string | null>(null);
  const reached = new Map((order.timeline ?? []).map((step) => [step.status, step.at]));
  const cancelled = order.status === 'Cancelled';

  /** Fetches one of the order's papers with the customer's token and saves it under `name`. */
  async function download(path: string, name: string, failed: string) {
    setProblem(null);
    try {
      const response = await fetch(new URL(path, window.location.href), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        setProblem(body.message ? text(body.message) : failed);
        return;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      setProblem(t`The shop could not be reached. Check your connection and try again.`);
    }
  }

  const orderNo = order.order_no;
  const courier = order.tracking?.courier;
  const trackingNumber = order.tracking?.tracking_number;
  return (
    <div className={styles.progress}>
      {cancelled && order.cancellation ? <Cancellation cancellation={order.cancellation} /> : null}
      {!cancelled && order.timeline && (
        <ol className={styles.steps} aria-label={t`Progress of order ${orderNo}`}>
          {ORDER_PROGRESS_STEPS.map((step) => {
            const at = reached.get(step);
            return (
              <li
                key={step}
                className={at ? styles.stepDone : undefined}
                aria-current={order.status === step ? 'step' : undefined}
              >
                {i18n._(ORDER_STATUS_LABELS[step])}
                {at ? <span className={styles.stepDate}>{formatIndianDate(at)}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      <Refunds order={order} />
      {order.tracking ? (
        <p>
          <Trans>
            Shipped with <strong>{courier}</strong>, tracking number <strong>{trackingNumber}</strong>
          </Trans>
        </p>
      ) : null}
      {order.invoice_available ? (
        <p>
          <button
            type="button"
            className="button button-outline"
            onClick={() =>
              void download(
                `/api/order/${order.id}/invoice.pdf`,
                `invoice-${orderNo}.pdf`,
                t`The invoice could not be fetched. Please try again.`,
              )
            }
          >
            <Trans>
              Download the tax invoice<span className="visually-hidden"> of order {orderNo}</span>
            </Trans>
          </button>
        </p>
      ) : null}
      {/* A GST credit note for each refund after the invoice (issue 35): it reduces the invoice by what came back. */}
      {(order.credit_notes ?? []).map((note) => {
        const noteNo = note.credit_note_no;
        return (
          <p key={note.id}>
            <button
              type="button"
              className="button button-outline"
              onClick={() =>
                void download(
                  `/api/order/${order.id}/credit-notes/${note.id}.pdf`,
                  `credit-note-${noteNo.replace(/\//g, '-')}.pdf`,
                  t`The credit note could not be fetched. Please try again.`,
                )
              }
            >
              <Trans>
                Download credit note {noteNo}
                <span className="visually-hidden"> of order {orderNo}</span>
              </Trans>
            </button>
          </p>
        );
      })}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
