import type { Order, OrderItem } from '@farm/contract';
import { inLanguage } from '@farm/contract/languages';
import { Trans } from '@lingui/react/macro';
import { currentLanguage } from '../i18n/language';
import { formatWindow } from './preorderCart';

/**
 * Where an order line sold from a pre-order stands (issue 37): waiting for its harvest, to ship in its window, or the
 * harvest is in and the farm is packing it.
 */
export function OrderLinePreorder({ preorder }: { preorder: NonNullable<OrderItem['preorder']> }) {
  if (preorder.harvested) return <Trans>Harvest in — being packed</Trans>;
  const window = formatWindow(preorder.dispatch_from, preorder.dispatch_to);
  return <Trans>Pre-order — ships {window}</Trans>;
}

/** How an order with pre-order lines is sent, as the customer chose at checkout. */
export function DeliveryPlanName({ plan }: { plan: NonNullable<Order['delivery_plan']> }) {
  return plan === 'split' ? <Trans>Two parcels</Trans> : <Trans>One parcel when the harvest is in</Trans>;
}

/**
 * The first parcel of a split order (its ready goods, sent ahead of the pre-order lines): the courier and tracking
 * number the farm gave.
 */
export function FirstParcelSent({ parcel }: { parcel: NonNullable<Order['first_parcel']> }) {
  const { courier, tracking_number: trackingNumber } = parcel;
  return (
    <Trans>
      Ready goods sent with <strong>{courier}</strong>, tracking number <strong>{trackingNumber}</strong>; the
      pre-order follows
    </Trans>
  );
}

/**
 * The pre-order lines of a just-placed order (the confirmation page lists no other lines): each with its window,
 * and how the order is sent. Nothing for an order of ready goods.
 */
export function OrderPreorderSummary({ order, className }: { order: Order; className?: string }) {
  const lines = order.items.filter((item) => item.preorder);
  if (lines.length === 0) return null;
  const language = currentLanguage();
  return (
    <section className={className} aria-labelledby="order-preorders">
      <h2 id="order-preorders">
        <Trans>Pre-orders in this order</Trans>
      </h2>
      <ul>
        {lines.map((item) => {
          const name = inLanguage(language, item.product.product_name, item.product.product_name_mal);
          const { size, quantity } = item;
          return (
            <li key={item.id}>
              <Trans>
                {name} ({size}) × {quantity}
              </Trans>
              {': '}
              {item.preorder ? <OrderLinePreorder preorder={item.preorder} /> : null}
            </li>
          );
        })}
      </ul>
      {order.delivery_plan ? (
        <p>
          <Trans>Delivery:</Trans> <DeliveryPlanName plan={order.delivery_plan} />
        </p>
      ) : null}
    </section>
  );
}
