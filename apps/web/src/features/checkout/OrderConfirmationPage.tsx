import { MESSAGES, type Order } from '@farm/contract';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useOrdersQuery } from '../../shared/api/orders';
import { usePaymentOutcomeQuery } from './checkoutApi';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { formatRupees } from '../../shared/lib/text';
import { SignInRedirect } from '../../shared/session/SignInRedirect';
import { WhatsAppOrderLink } from '../../shared/ui/WhatsAppOrderLink';
import { useSignedIn } from '../../shared/session/useSignedIn';
import styles from './OrderConfirmationPage.module.css';

function isOrder(value: unknown): value is Order {
  const order = value as Partial<Order> | null;
  return typeof order?.order_no === 'string' && typeof order.total_amount === 'number';
}

/** How often the page asks again about a payment that has not become an order yet (Razorpay's redirect). */
const PAYMENT_POLL_MS = 3000;

/**
 * /order-confirmation?order={number}: the order it confirms, as it stands now (the customer's orders are fetched on
 * load, as the spec says), so a reload, the back button or a bookmark never thanks anyone for an order that has
 * since been cancelled. ?payment={gateway order} (after Razorpay's redirect) waits until that payment is an order.
 */
export function OrderConfirmationPage() {
  const { signedIn } = useSignedIn();
  return signedIn ? <Confirmation /> : <SignInRedirect />;
}

function Confirmation() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSignedIn();
  const orderNo = params.get('order');
  const paymentRef = params.get('payment');
  const orders = useOrdersQuery(user?.id ?? 0, { skip: !user, refetchOnMountOrArgChange: true });
  const outcome = usePaymentOutcomeQuery(paymentRef ?? '', {
    skip: !paymentRef,
    pollingInterval: PAYMENT_POLL_MS,
  });
  const placedNo = outcome.data?.status === 'placed' ? outcome.data.order?.order_no : undefined;
  useEffect(() => {
    if (placedNo)
      void navigate(`/order-confirmation?order=${encodeURIComponent(placedNo)}`, { replace: true });
  }, [placedNo, navigate]);

  const fromState = (location.state as { order?: unknown } | null)?.order;
  const order =
    orders.data?.find((o) => o.order_no === orderNo) ??
    (isOrder(fromState) && fromState.order_no === orderNo && !orders.data ? fromState : null);

  if (paymentRef) {
    const refunded = outcome.data?.status === 'refunded';
    return (
      <div className="container page">
        <PageMeta title="Confirming your payment" />
        <div className={styles.card} role="status">
          <h1 className={styles.title}>
            {refunded ? 'Your payment is being refunded' : 'Confirming your payment…'}
          </h1>
          <p className={styles.lead}>
            {refunded
              ? 'This payment could not become an order, so it is being refunded in full.'
              : 'No second payment is needed: your order appears here as soon as the payment is confirmed.'}
          </p>
          <div className={styles.actions}>
            <Link to="/myaccount" className="button">
              View Order Details
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (!order && (orders.isLoading || orders.isFetching)) return <Spinner label="Loading your order..." />;

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

  const cancelled = order.status === 'Cancelled';
  return (
    <div className="container page">
      <PageMeta title={cancelled ? `Order ${order.order_no}` : 'Thank you for your order'} />
      <div className={styles.card}>
        {cancelled ? null : (
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
        )}
        <h1 className={styles.title}>
          {cancelled ? `Order ${order.order_no} was cancelled` : 'Thank you for your order!'}
        </h1>
        <p className={styles.lead}>
          {cancelled
            ? order.payment_status === 'Refunded'
              ? 'It has been refunded in full.'
              : order.payment_status === 'Refund pending'
                ? 'Its refund is on its way to you.'
                : 'It will not be sent.'
            : order.payment_method === 'COD'
              ? 'Your order is placed. Please keep the amount ready for when it arrives.'
              : 'Your payment went through and your order is placed. We will pack it with care.'}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Order number</dt>
            <dd>{order.order_no}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{order.status}</dd>
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
          <WhatsAppOrderLink order={order} />
        </div>
      </div>
    </div>
  );
}
