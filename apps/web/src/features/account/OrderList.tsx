import { CANCELLABLE_STATUSES, CHECKOUT_MESSAGES, REFUND_WORKING_DAYS, type Order } from '@farm/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import { ordersApi } from '../../shared/api/orders';
import { errorMessage } from '../../shared/api/errors';
import { useCancelOrderMutation, useReorderMutation } from './accountApi';
import { useAppDispatch } from '../../shared/store/hooks';
import { EmptyState } from '../../shared/ui/States';
import { formatRupees } from '../../shared/lib/text';
import { cartImageUrl } from '../../shared/cart/cartImage';
import styles from './AccountPage.module.css';
import { addressLines, formatIndianDate } from '../../shared/lib/format';
import { ConfirmModal, MessageModal } from '../../shared/ui/Modal';
import { OrderProgress } from './OrderProgress';
import { WhatsAppOrderLink } from '../../shared/ui/WhatsAppOrderLink';

const PAYMENT_METHOD_LABELS: Record<Order['payment_method'], string> = {
  RAZORPAY: 'Online payment',
  COD: 'Cash on delivery',
};

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
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const [name, ...shipTo] = addressLines(order.address);
  return (
    <li className={styles.order}>
      <div className={styles.orderHead}>
        <div>
          <h3 className={styles.orderNo}>Order {order.order_no}</h3>
          <p className={styles.orderDate}>
            Placed on <time dateTime={order.date}>{formatIndianDate(order.date)}</time>
          </p>
        </div>
        <dl className={styles.orderFacts}>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`${styles.status} ${statusClass(order.status)}`}>{order.status}</span>
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              {order.payment_status}
              <span className={styles.muted}> · {PAYMENT_METHOD_LABELS[order.payment_method]}</span>
            </dd>
          </div>
        </dl>
      </div>

      <ul className={styles.orderItems} aria-label={`Items in order ${order.order_no}`}>
        {order.items.map((item) => (
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
              {item.product.product_name}
              <span className={styles.itemMeta}>
                {item.size} · Qty {item.quantity} × {formatRupees(item.price)}
              </span>
            </span>
            <span className={styles.itemTotal}>{formatRupees(item.total_amount)}</span>
          </li>
        ))}
      </ul>

      <OrderProgress order={order} />

      <div className={styles.orderFoot}>
        <div className={styles.shipTo}>
          <h4>Ship to</h4>
          <p>
            <strong>{name}</strong>
            <br />
            {shipTo.join(', ')}
            <br />
            <span className="visually-hidden">Phone: </span>
            {order.address.phone_number}
          </p>
          {order.special_instructions ? (
            <p className={styles.muted}>Note: {order.special_instructions}</p>
          ) : null}
        </div>
        <dl className={styles.orderTotals}>
          <div>
            <dt>Items</dt>
            <dd>{formatRupees(order.amount)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{formatRupees(order.shipping_charge)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Total</dt>
            <dd>{formatRupees(order.total_amount)}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.orderActions}>
        <button type="button" className="button" onClick={onReorder} disabled={reordering}>
          {reordering ? 'Preparing…' : 'Reorder'}
          <span className="visually-hidden"> order {order.order_no}</span>
        </button>
        {cancellable ? (
          <button type="button" className={`button button-outline ${styles.cancel}`} onClick={onCancel}>
            Cancel order<span className="visually-hidden"> {order.order_no}</span>
          </button>
        ) : null}
        <WhatsAppOrderLink order={order} />
      </div>
    </li>
  );
}

/** The Order Summary tab: every order, newest first, with cancel (while not shipped) and reorder. */
export function OrderList({ orders, userId }: { orders: Order[]; userId: number }) {
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
      <EmptyState message="You have not placed an order yet.">
        <Link to="/productsbycategory" className="button">
          Start shopping
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
      setNotice(`Order ${cancelling.order_no}: ${result.message}`);
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
        setProblem('None of the products in this order can be ordered right now.');
        return;
      }
      navigate('/checkoutpage', {
        state: { reorderItems: result.items, unavailable: result.unavailable, reorderOf: order.order_no },
      });
    } catch (error) {
      setProblem(errorMessage(error, 'Could not start the reorder. Please try again.'));
    } finally {
      setReorderingId(null);
    }
  };

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
        title={`Cancel order ${cancelling?.order_no ?? ''}?`}
        message={
          <p>
            Are you sure you want to cancel this order?
            {cancelling?.payment_status === 'Paid'
              ? ` The full amount will be refunded to you: it reaches your account in ${REFUND_WORKING_DAYS} working days.`
              : ''}
          </p>
        }
        confirmLabel="Yes, cancel order"
        busy={cancellation.isLoading}
        error={
          cancelFailed !== null ? (
            <>
              <p className={styles.errorLead}>{CHECKOUT_MESSAGES.cancelFailed}</p>
              {cancelFailed ? <p className={styles.errorDetail}>{cancelFailed}</p> : null}
            </>
          ) : null
        }
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
      <MessageModal message={problem} onClose={() => setProblem(null)} />
      <MessageModal
        message={refused !== null ? CHECKOUT_MESSAGES.cancelFailed : null}
        detail={refused}
        onClose={() => setRefused(null)}
      />
    </>
  );
}
