import type { Order } from '@farm/contract';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import styles from './AccountPage.module.css';
import { formatIndianDate } from '../../shared/lib/format';
import { useText } from '../../shared/i18n/useText';
import { ORDER_STATUS_LABELS } from '../../shared/i18n/orderLabels';

const STEPS = ['Placed', 'Accepted', 'Packed', 'Shipped', 'Delivered'] as const;

/**
 * Where an order is: each step with the day it was reached, the courier and tracking number once shipped, and the
 * tax invoice once the farm has accepted the order.
 */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const text = useText();
  const token = useAppSelector((state) => state.auth.token);
  const [problem, setProblem] = useState<string | null>(null);
  const reached = new Map((order.timeline ?? []).map((step) => [step.status, step.at]));
  const cancelled = order.status === 'Cancelled';

  async function downloadInvoice() {
    setProblem(null);
    try {
      const response = await fetch(new URL(`/api/order/${order.id}/invoice.pdf`, window.location.href), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        setProblem(
          body.message ? text(body.message) : t`The invoice could not be fetched. Please try again.`,
        );
        return;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = `invoice-${order.order_no}.pdf`;
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
      {!cancelled && order.timeline && (
        <ol className={styles.steps} aria-label={t`Progress of order ${orderNo}`}>
          {STEPS.map((step) => {
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
      {order.tracking ? (
        <p>
          <Trans>
            Shipped with <strong>{courier}</strong>, tracking number <strong>{trackingNumber}</strong>
          </Trans>
        </p>
      ) : null}
      {order.invoice_available ? (
        <p>
          <button type="button" className="button button-outline" onClick={() => void downloadInvoice()}>
            <Trans>
              Download the tax invoice<span className="visually-hidden"> of order {orderNo}</span>
            </Trans>
          </button>
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
