import type { Address, CartItem, DeliveryPlan, Parcel } from '@farm/contract';
import { DELIVERY_PLANS } from '@farm/contract';
import { addRupees } from '@farm/contract/money';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { cartQuantity } from '../../shared/cart/cartSlice';
import { formatWindow, laterWindow } from '../../shared/preorders/preorderCart';
import { formatRupees } from '../../shared/lib/text';
import { useShippingQuoteQuery } from './checkoutApi';
import styles from './CheckoutPage.module.css';

/**
 * Issue 37: a cart mixing pre-order and ready goods is sent as the customer chooses: two parcels (the ready goods now,
 * the pre-order in its window, each parcel's shipping charged) or one parcel when the harvest is in. Each plan is
 * priced by calculate-shipping as it would be sent, with its parcels; none is chosen for the customer, and Complete
 * without a choice is refused here, next to it (`refused`), with the focus brought to the choice.
 */
export function DeliveryPlanChoice({
  address,
  items,
  subtotal,
  plan,
  onChange,
  refused,
}: {
  address: Address | null;
  items: CartItem[];
  subtotal: number;
  plan: DeliveryPlan | null;
  onChange: (plan: DeliveryPlan) => void;
  refused: boolean;
}) {
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refused) first.current?.focus();
  }, [refused]);
  const showError = refused && plan === null;
  return (
    <fieldset
      className={styles.plainFieldset}
      aria-describedby={showError ? 'delivery-plan-error' : undefined}
    >
      <legend className={styles.planLegend}>
        <Trans>Your cart has a pre-order and goods ready to send. How should we send them?</Trans>
      </legend>
      {showError ? (
        <p id="delivery-plan-error" className={styles.planError} role="alert">
          <Trans>Choose how to send your order: two parcels, or one parcel when the harvest is in.</Trans>
        </p>
      ) : null}
      <ul className={styles.choices}>
        {/* Two parcels first: the ready goods need not wait for the harvest. */}
        {[...DELIVERY_PLANS].reverse().map((value, index) => (
          <li key={value} className={`${styles.choice} ${plan === value ? styles.chosen : ''}`}>
            <label className={styles.choiceLabel}>
              <input
                ref={index === 0 ? first : undefined}
                type="radio"
                name="delivery-plan"
                value={value}
                checked={plan === value}
                onChange={() => onChange(value)}
                className={styles.radio}
                required
              />
              <PlanText plan={value} address={address} items={items} subtotal={subtotal} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A plan's name, what it means, and (once the address is known) its parcels, shipping and total as priced. */
function PlanText({
  plan,
  address,
  items,
  subtotal,
}: {
  plan: DeliveryPlan;
  address: Address | null;
  items: CartItem[];
  subtotal: number;
}) {
  const { t } = useLingui();
  const quote = useShippingQuoteQuery(
    address
      ? {
          address: { id: address.id, state_id: address.state_id, pincode: address.pincode },
          items: items.map(({ sizeId, quantity }) => ({ sizeId, quantity })),
          plan,
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const later = laterWindow(items);
  const window = later ? formatWindow(later.from, later.to) : '';
  const ready = cartQuantity(items.filter((line) => !line.preorder));
  const preordered = cartQuantity(items.filter((line) => line.preorder));
  const data = quote.currentData;
  const parcelText = (parcel: Parcel) => {
    const count = parcel.when === 'now' ? ready : plan === 'together' ? ready + preordered : preordered;
    const things = plural(count, { one: '# item', other: '# items' });
    const charge = formatRupees(parcel.shipping_charge);
    if (parcel.when === 'now') return t`Now: ${things}, ${charge} shipping`;
    const when =
      parcel.dispatch_from && parcel.dispatch_to
        ? formatWindow(parcel.dispatch_from, parcel.dispatch_to)
        : window;
    return t`Later, ${when}: ${things}, ${charge} shipping`;
  };
  const shipping = data ? formatRupees(data.shipping_charge) : '';
  const total = data ? formatRupees(addRupees(subtotal, data.shipping_charge)) : '';
  return (
    <span>
      <span className={styles.methodLabel}>
        {plan === 'split' ? <Trans>Two parcels</Trans> : <Trans>One parcel when the harvest is in</Trans>}
      </span>
      <span className={styles.methodHint}>
        {plan === 'split' ? (
          <Trans>
            The ready goods now, the pre-order in {window}. Each parcel&apos;s shipping is charged.
          </Trans>
        ) : (
          <Trans>Everything together in {window}, with one shipping charge for the whole weight.</Trans>
        )}
      </span>
      {data ? (
        <>
          {data.parcels?.length ? (
            <ul className={styles.parcels}>
              {data.parcels.map((parcel) => (
                <li key={parcel.when}>{parcelText(parcel)}</li>
              ))}
            </ul>
          ) : null}
          <span className={styles.planPrice}>
            <Trans>
              Shipping {shipping} · Total {total}
            </Trans>
          </span>
        </>
      ) : quote.isFetching ? (
        <span className={styles.methodHint} aria-busy="true">
          <Trans>Working out the shipping…</Trans>
        </span>
      ) : quote.isError ? (
        // The server's reason is shown in the order summary once the plan is chosen (the checkout's own quote).
        <span
          className={styles.methodHint}
        >{t`We could not work out the shipping charge for this address.`}</span>
      ) : null}
    </span>
  );
}
