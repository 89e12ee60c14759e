import { MESSAGES, type Order } from '@farm/contract';
import { Link, useLocation } from 'react-router';
import { useOrdersQuery } from '../../app/api';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/text';
import { useSignedIn } from '../auth/useSignedIn';
import styles from './OrderConfirmationPage.module.css';

function isOrder(value: unknown): value is Order {
  const order = value as Partial<Order> | null;
  return typeof order?.order_no === 'string' && typeof order.total_amount === 'number';
}

/**
 * /order-confirmation: thanks, the number and total of the order just placed (from navigation state, or the newest
 * of the customer's orders, fetched on load), and the way on.
 */
export function OrderConfirmationPage() {
  const location = useLocation();
  const { user } = useSignedIn();
  const placed = (location.state as { order?: unknown } | null)?.order;
  const fromState = isOrder(placed) ? placed : null;
  const orders = useOrdersQuery(user?.id ?? 0, { skip: !user || fromState !== null });
  const order = fromState ?? orders.data?.[0] ?? null;

  if (!order && orders.isLoading) return <Spinner label="Loading your order..." />;

  if (!order) {
    return (
      <div className="container page">
        <PageMeta title="Order confirmation" />
        <div className={styles.card}>
          <p className={styles.none}>{MESSAGES.noOrder}</p>
          <Link to="/" className="button">
            Go to the home page
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container page">
      <PageMeta title="Thank you for your order" />
      <div className={styles.card}>
        <div className={styles.tick} aria-hidden="true">
          <svg viewBox="0 0 48 48" width="48" height="48">
            <path
              d="M13 25l7 7 15-16"
              fill="none"
              stroke="currentColor"
              strokeWidth="4.5"
              strokeLinecap="round"
            />
          </svg>
        </div>
        <h1 className={styles.title}>Thank you for your order!</h1>
        <p className={styles.lead}>
          {order.payment_method === 'COD'
            ? 'Your order is placed. Please keep the amount ready for when it arrives.'
            : 'Your payment went through and your order is placed. We will pack it with care.'}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Order number</dt>
            <dd>{order.order_no}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatRupees(order.total_amount)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{order.payment_method === 'COD' ? 'Cash on delivery' : order.payment_status}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Link to="/productsbycategory" className="button button-outline">
            Back To Purchase
          </Link>
          <Link to="/myaccount" className="button">
            View Order Details
          </Link>
        </div>
      </div>
    </div>
  );
}
