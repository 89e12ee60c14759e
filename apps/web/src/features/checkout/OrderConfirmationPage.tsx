import { MESSAGES, type Order } from '@farm/contract';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Fact } from '../../shared/ui/Fact';
import { useOrdersQuery } from '../../shared/api/orders';
import { usePaymentOutcomeQuery } from './checkoutApi';
import { PageMeta } from '../../shared/ui/PageMeta';
import { useText } from '../../shared/i18n/useText';
import { Spinner } from '../../shared/ui/Spinner';
import { formatRupees } from '../../shared/lib/text';
import { SignInRedirect } from '../../shared/session/SignInRedirect';
import { WhatsAppOrderLink } from '../../shared/ui/WhatsAppOrderLink';
import { useSignedIn } from '../../shared/session/useSignedIn';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../shared/i18n/orderLabels';
import { OrderPreorderSummary } from '../../shared/preorders/OrderPreorders';
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
  const { t } = useLingui();
  const { i18n } = useI18n();
  const text = useText();
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
        <PageMeta title={t`Confirming your payment`} />
        <div className={styles.card} role="status">
          <h1 className={styles.title}>
            {refunded ? (
              <Trans>Your payment is being refunded</Trans>
            ) : (
              <Trans>Confirming your payment…</Trans>
            )}
          </h1>
          <p className={styles.lead}>
            {refunded ? (
              <Trans>This payment could not become an order, so it is being refunded in full.</Trans>
            ) : (
              <Trans>
                No second payment is needed: your order appears here as soon as the payment is confirmed.
              </Trans>
            )}
          </p>
          <div className={styles.actions}>
            <Link to="/myaccount" className="button">
              <Trans>View Order Details</Trans>
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (!order && (orders.isLoading || orders.isFetching)) return <Spinner label={t`Loading your order...`} />;

  if (!order) {
    return (
      <div className="container page">
        <PageMeta title={t`Order confirmation`} />
        <div className={styles.card}>
          <p className={styles.none}>{text(MESSAGES.noOrder)}</p>
          <Link to="/" className="button">
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      </div>
    );
  }

  const cancelled = order.status === 'Cancelled';
  const orderNumber = order.order_no;
  return (
    <div className="container page">
      <PageMeta title={cancelled ? t`Order ${orderNumber}` : t`Thank you for your order`} />
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
          {cancelled ? (
            <Trans>Order {orderNumber} was cancelled</Trans>
          ) : (
            <Trans>Thank you for your order!</Trans>
          )}
        </h1>
        <p className={styles.lead}>
          {cancelled
            ? order.payment_status === 'Refunded'
              ? t`It has been refunded in full.`
              : order.payment_status === 'Refund pending'
                ? t`Its refund is on its way to you.`
                : t`It will not be sent.`
            : order.payment_method === 'COD'
              ? t`Your order is placed. Please keep the amount ready for when it arrives.`
              : t`Your payment went through and your order is placed. We will pack it with care.`}
        </p>
        <dl className={styles.facts}>
          <Fact term={<Trans>Order number</Trans>}>{order.order_no}</Fact>
          <Fact term={<Trans>Status</Trans>}>{i18n._(ORDER_STATUS_LABELS[order.status])}</Fact>
          <Fact term={<Trans>Total</Trans>}>{formatRupees(order.total_amount)}</Fact>
          <Fact term={<Trans>Payment</Trans>}>
            {order.payment_method === 'COD'
              ? t`Cash on delivery`
              : i18n._(PAYMENT_STATUS_LABELS[order.payment_status])}
          </Fact>
        </dl>
        <OrderPreorderSummary order={order} className={styles.preorders} />
        <div className={styles.actions}>
          <Link to="/productsbycategory" className="button button-outline">
            <Trans>Back To Purchase</Trans>
          </Link>
          <Link to="/myaccount" className="button">
            <Trans>View Order Details</Trans>
          </Link>
          <WhatsAppOrderLink order={order} />
        </div>
      </div>
    </div>
  );
}
