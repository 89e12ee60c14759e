import { CANCELLABLE_STATUSES, CHECKOUT_MESSAGES, REFUND_WORKING_DAYS, type Order } from '@farm/contract';
import { inLanguage } from '@farm/contract/languages';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Fact } from '../../shared/ui/Fact';
import { api } from '../../shared/api/api';
import { ordersApi } from '../../shared/api/orders';
import { errorMessage } from '../../shared/api/errors';
import { currentLanguage } from '../../shared/i18n/language';
import { useText } from '../../shared/i18n/useText';
import { useCancelOrderMutation, useReorderMutation } from './accountApi';
import { useAppDispatch } from '../../shared/store/hooks';
import { EmptyState } from '../../shared/ui/States';
import { formatRupees } from '../../shared/lib/text';
import { cartImageUrl } from '../../shared/cart/cartImage';
import styles from './AccountPage.module.css';
import { addressLines, formatIndianDate } from '../../shared/lib/format';
import { ConfirmModal, MessageModal } from '../../shared/ui/Modal';
import { OrderProgress } from './OrderProgress';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../../shared/i18n/orderLabels';
import { WhatsAppOrderLink } from '../../shared/ui/WhatsAppOrderLink';
import { DeliveryPlanName, FirstParcelSent, OrderLinePreorder } from '../../shared/preorders/OrderPreorders';

function statusClass(status: Order['status']): string {
  if (status === 'Cancelled') return styles.statusCancelled ?? '';
  if (status === 'Delivered') return styles.statusDone ?? '';
  return styles.statusActive ?? '';
}

function OrderCard({
  order,
  onCancel,
  onReorder,
  reordering,
}: {
  order: Order;
  onCancel: () => void;
  onReorder: () => void;
  reordering: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const language = currentLanguage();
  // A split order whose first parcel is on its way is no longer cancelled as a whole (the server refuses it too).
  const cancellable = CANCELLABLE_STATUSES.includes(order.status) && !order.first_parcel;
  const [name, ...shipTo] = addressLines(order.address);
  const orderNo = order.order_no;
  const date = formatIndianDate(order.date);
  const note = order.special_instructions;
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <div>
          <h3 className={styles.orderNo}>
            <Trans>Order {orderNo}</Trans>
          </h3>
          <p className={styles.orderDate}>
            <Trans>
              Placed on <time dateTime={order.date}>{date}</time>
            </Trans>
          </p>
        </div>
        <dl className={styles.orderFacts}>
          <Fact term={<Trans>Status</Trans>}>
            <span className={`${styles.status} ${statusClass(order.status)}`}>
              {i18n._(ORDER_STATUS_LABELS[order.status])}
            </span>
          </Fact>
          <Fact term={<Trans>Payment</Trans>}>
            {i18n._(PAYMENT_STATUS_LABELS[order.payment_status])}
            <span className={styles.muted}> · {i18n._(PAYMENT_METHOD_LABELS[order.payment_method])}</span>
          </Fact>
          {order.delivery_plan ? (
            <Fact term={<Trans>Delivery</Trans>}>
              <DeliveryPlanName plan={order.delivery_plan} />
            </Fact>
          ) : null}
          {order.first_parcel ? (
            <Fact term={<Trans>First parcel</Trans>}>
              <FirstParcelSent parcel={order.first_parcel} />
            </Fact>
          ) : null}
        </dl>
      </div>

      <ul className={styles.orderItems} aria-label={t`Items in order ${orderNo}`}>
        {order.items.map((item) => {
          const english = item.product.product_name;
          const productName = inLanguage(language, english, item.product.product_name_mal);
          const { size, quantity } = item;
          const refunded = item.refunded_quantity ?? 0;
          const price = formatRupees(item.price);
          return (
            <li key={item.id}>
              <img
                className={styles.itemImage}
                src={cartImageUrl(item.product.image)}
                alt=""
                width={44}
                height={44}
                loading="lazy"
              />
              <span className={styles.itemName}>
                {/* A Malayalam page marks an English name shown for want of a Malayalam one. */}
                <span lang={language === 'ml' && productName === english ? 'en' : undefined}>
                  {productName}
                </span>
                <span className={styles.itemMeta}>
                  <Trans>
                    {size} · Qty {quantity} × {price}
                  </Trans>
                </span>
                {item.preorder ? (
                  <span className={styles.itemMeta}>
                    <OrderLinePreorder preorder={item.preorder} />
                  </span>
                ) : null}
                {refunded > 0 ? (
                  <span className={styles.itemRefunded}>
                    {refunded === quantity ? <Trans>Refunded</Trans> : <Trans>{refunded} refunded</Trans>}
                  </span>
                ) : null}
              </span>
              <span className={styles.itemTotal}>{formatRupees(item.total_amount)}</span>
            </li>
          );
        })}
      </ul>

      <OrderProgress order={order} />

      <div className={styles.orderFoot}>
        <div className={styles.shipTo}>
          <h4>
            <Trans>Ship to</Trans>
          </h4>
          <p>
            <strong>{name}</strong>
            <br />
            {shipTo.join(', ')}
            <br />
            <span className="visually-hidden">
              <Trans>Phone:</Trans>{' '}
            </span>
            {order.address.phone_number}
          </p>
          {note ? (
            <p className={styles.muted}>
              <Trans>Note: {note}</Trans>
            </p>
          ) : null}
        </div>
        <dl className={styles.orderTotals}>
          <Fact term={<Trans>Items</Trans>}>{formatRupees(order.amount)}</Fact>
          <Fact term={<Trans>Shipping</Trans>}>{formatRupees(order.shipping_charge)}</Fact>
          <Fact term={<Trans>Total</Trans>} className={styles.grand}>
            {formatRupees(order.total_amount)}
          </Fact>
        </dl>
      </div>

      <div className={styles.orderActions}>
        <button type="button" className="button" onClick={onReorder} disabled={reordering}>
          {reordering ? (
            <Trans>
              Preparing…<span className="visually-hidden"> order {orderNo}</span>
            </Trans>
          ) : (
            <Trans>
              Reorder<span className="visually-hidden"> order {orderNo}</span>
            </Trans>
          )}
        </button>
        {cancellable ? (
          <button type="button" className={`button button-outline ${styles.cancel}`} onClick={onCancel}>
            <Trans>
              Cancel order<span className="visually-hidden"> {orderNo}</span>
            </Trans>
          </button>
        ) : null}
        <WhatsAppOrderLink order={order} />
      </div>
    </li>
  );
}

/** The Order Summary tab: every order, newest first, with cancel (while not shipped) and reorder. */
export function OrderList({ orders, userId }: { orders: Order[]; userId: number }) {
  const { t } = useLingui();
  const text = useText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [cancelOrder, cancellation] = useCancelOrderMutation();
  const [reorder] = useReorderMutation();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [cancelFailed, setCancelFailed] = useState<string | null>(null);
  const [reorderingId, setReorderingId] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  if (orders.length === 0) {
    return (
      <EmptyState message={t`You have not placed an order yet.`}>
        <Link to="/productsbycategory" className="button">
          <Trans>Start shopping</Trans>
        </Link>
      </EmptyState>
    );
  }

  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelFailed(null);
    try {
      const result = await cancelOrder(cancelling.id).unwrap();
      // Section 4: the order shows Cancelled at once, whatever the list's refetch brings later.
      dispatch(
        ordersApi.util.updateQueryData('orders', userId, (draft) => {
          const found = draft.find((o) => o.id === cancelling.id);
          if (found) Object.assign(found, result.order, { status: 'Cancelled' });
        }),
      );
      const orderNo = cancelling.order_no;
      const message = text(result.message);
      setNotice(t`Order ${orderNo}: ${message}`);
      setCancelling(null);
    } catch (error) {
      const detail = errorMessage(error, '');
      if ((error as FetchBaseQueryError | undefined)?.status === 409) {
        // Refused for good (shipped meanwhile, or cancelled already): the dialog closes, the order shows as it is now.
        setCancelling(null);
        setRefused(detail);
        dispatch(api.util.invalidateTags(['Orders']));
        return;
      }
      setCancelFailed(detail);
    }
  };

  const startReorder = async (order: Order) => {
    setReorderingId(order.id);
    try {
      const result = await reorder(order.id).unwrap();
      if (result.items.length === 0) {
        setProblem(t`None of the products in this order can be ordered right now.`);
        return;
      }
      navigate('/checkoutpage', {
        state: { reorderItems: result.items, unavailable: result.unavailable, reorderOf: order.order_no },
      });
    } catch (error) {
      setProblem(text(errorMessage(error, t`Could not start the reorder. Please try again.`)));
    } finally {
      setReorderingId(null);
    }
  };

  const cancellingNo = cancelling?.order_no ?? '';
  const days = REFUND_WORKING_DAYS;
  return (
    <>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      <ul className={styles.orders}>
        {orders.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            reordering={reorderingId === order.id}
            onReorder={() => void startReorder(order)}
            onCancel={() => {
              setCancelFailed(null);
              setCancelling(order);
            }}
          />
        ))}
      </ul>
      <ConfirmModal
        open={cancelling !== null}
        title={t`Cancel order ${cancellingNo}?`}
        message={
          <p>
            <Trans>Are you sure you want to cancel this order?</Trans>
            {cancelling?.payment_status === 'Paid' ? (
              <>
                {' '}
                <Trans>
                  The full amount will be refunded to you: it reaches your account in {days} working days.
                </Trans>
              </>
            ) : null}
          </p>
        }
        confirmLabel={t`Yes, cancel order`}
        busy={cancellation.isLoading}
        error={
          cancelFailed !== null ? (
            <>
              <p className={styles.errorLead}>{text(CHECKOUT_MESSAGES.cancelFailed)}</p>
              {cancelFailed ? <p className={styles.errorDetail}>{text(cancelFailed)}</p> : null}
            </>
          ) : null
        }
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
      <MessageModal message={problem} onClose={() => setProblem(null)} />
      <MessageModal
        message={refused !== null ? text(CHECKOUT_MESSAGES.cancelFailed) : null}
        detail={refused !== null ? text(refused) : null}
        onClose={() => setRefused(null)}
      />
    </>
  );
}
