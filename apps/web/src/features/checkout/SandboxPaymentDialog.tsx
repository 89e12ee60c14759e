import { Modal, modalStyles } from '../../shared/ui/Modal';
import { formatRupees } from '../../shared/lib/text';
import type { SandboxPayment } from './checkoutMachine';
import styles from './CheckoutPage.module.css';

export const SANDBOX_TITLE = 'Test mode — no real money';

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
  return (
    <Modal
      open={payment !== null}
      onClose={onDismiss}
      tone="test"
      focusDialog
      dismissible={!paying}
      title={SANDBOX_TITLE}
      description={
        <p>
          This shop is running in test mode, so no card, UPI or bank is involved and nothing is charged.
          Choose how this payment should end.
        </p>
      }
    >
      {payment ? (
        <div className={styles.sandboxAmount}>
          <span>Amount</span>
          <strong>{formatRupees(payment.amount / 100)}</strong>
          <span className={styles.sandboxRef}>Payment order {payment.orderId}</span>
        </div>
      ) : null}
      <div className={modalStyles.actions}>
        <button
          type="button"
          className="button button-outline"
          disabled={paying}
          onClick={() => onOutcome('failure')}
        >
          Make the payment fail
        </button>
        <button type="button" className="button" disabled={paying} onClick={() => onOutcome('success')}>
          {paying ? 'Processing…' : 'Pay successfully'}
        </button>
      </div>
    </Modal>
  );
}
