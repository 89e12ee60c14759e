import { paiseToRupees } from '@farm/contract/money';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, modalStyles } from '../../shared/ui/Modal';
import { formatRupees } from '../../shared/lib/text';
import type { SandboxPayment } from './checkoutMachine';
import styles from './CheckoutPage.module.css';

/**
 * Stands in for Razorpay's widget when the shop runs without Razorpay keys: the customer decides how the test
 * payment ends. Nothing is charged.
 */
export function SandboxPaymentDialog({
  payment,
  paying,
  onOutcome,
  onDismiss,
}: {
  payment: SandboxPayment | null;
  paying: boolean;
  onOutcome: (outcome: 'success' | 'failure') => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const orderId = payment?.orderId;
  return (
    <Modal
      open={payment !== null}
      onClose={onDismiss}
      tone="test"
      focusDialog
      dismissible={!paying}
      title={t`Test mode — no real money`}
      description={
        <p>
          <Trans>
            This shop is running in test mode, so no card, UPI or bank is involved and nothing is charged.
            Choose how this payment should end.
          </Trans>
        </p>
      }
    >
      {payment ? (
        <div className={styles.sandboxAmount}>
          <span>
            <Trans>Amount</Trans>
          </span>
          <strong>{formatRupees(paiseToRupees(payment.amount))}</strong>
          <span className={styles.sandboxRef}>
            <Trans>Payment order {orderId}</Trans>
          </span>
        </div>
      ) : null}
      <div className={modalStyles.actions}>
        <button
          type="button"
          className="button button-outline"
          disabled={paying}
          onClick={() => onOutcome('failure')}
        >
          <Trans>Make the payment fail</Trans>
        </button>
        <button type="button" className="button" disabled={paying} onClick={() => onOutcome('success')}>
          {paying ? t`Processing…` : t`Pay successfully`}
        </button>
      </div>
    </Modal>
  );
}
