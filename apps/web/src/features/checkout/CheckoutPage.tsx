import {
  CHECKOUT_MESSAGES,
  MESSAGES,
  type CartItem,
  type DeliveryPlan,
  type PaymentMethod,
  type reorderResponse,
} from '@farm/contract';
import { inLanguage } from '@farm/contract/languages';
import { storefrontPaths } from '@farm/contract/routes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Fact } from '../../shared/ui/Fact';
import { currentLanguage } from '../../shared/i18n/language';
import { errorMessage } from '../../shared/api/errors';
import { useSiteQuery } from '../../shared/api/api';
import { useAppSelector } from '../../shared/store/hooks';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useText } from '../../shared/i18n/useText';
import { formatRupees } from '../../shared/lib/text';
import { useAddressList } from '../../shared/api/addresses';
import { MessageModal, Modal, modalStyles } from '../../shared/ui/Modal';
import { SignInRedirect } from '../../shared/session/SignInRedirect';
import { useSignedIn } from '../../shared/session/useSignedIn';
import { cartImageUrl } from '../../shared/cart/cartImage';
import { cartQuantity, cartSubtotal, lineTotal } from '../../shared/cart/cartSlice';
import { useCartStock } from '../../shared/cart/cartStock';
import { cartMix, formatWindow, laterWindow } from '../../shared/preorders/preorderCart';
import { AddressStep, type AddressMode } from './AddressStep';
import { DeliveryPlanChoice } from './DeliveryPlanChoice';
import styles from './CheckoutPage.module.css';
import { loadRazorpay } from './razorpay';
import { SandboxPaymentDialog } from './SandboxPaymentDialog';
import { useCheckoutFlow } from './useCheckoutFlow';

/** What My Orders' Reorder hands the checkout (features/account/OrderList.tsx): the reorder call's answer. */
interface ReorderState {
  reorderItems?: CartItem[];
  unavailable?: Pick<z.infer<typeof reorderResponse>['unavailable'][number], 'product_name' | 'size'>[];
  reorderOf?: string;
}

/** The shipping zones as the summary names them (the answer's zone stays English on the wire). */
const ZONE_NAMES: Partial<Record<string, MessageDescriptor>> = {
  Kerala: msg`Kerala`,
  'Rest of India': msg`Rest of India`,
};

const METHOD_TEXT: Record<PaymentMethod, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  RAZORPAY: { label: msg`Online payment`, hint: msg`UPI, cards, net banking or wallets, through Razorpay.` },
  COD: { label: msg`Cash on delivery`, hint: msg`Pay in cash when your order arrives.` },
};

/** /checkoutpage: address, payment method, summary and Complete; also the reorder checkout. Customers only. */
export function CheckoutPage() {
  const { signedIn } = useSignedIn();
  return signedIn ? <Checkout /> : <SignInRedirect />;
}

function Checkout() {
  const { user } = useSignedIn();
  const { t } = useLingui();
  const { i18n } = useI18n();
  const text = useText();
  const zoneName = (zone: string) => {
    const name = ZONE_NAMES[zone];
    return name ? i18n._(name) : zone;
  };
  const location = useLocation();
  const reorder = (location.state ?? null) as ReorderState | null;
  const reorderItems = Array.isArray(reorder?.reorderItems) ? reorder.reorderItems : null;
  const isReorder = reorderItems !== null && reorderItems.length > 0;
  const cartItems = useAppSelector((state) => state.cart.items);
  const items = isReorder ? reorderItems : cartItems;

  const { data: site } = useSiteQuery();
  const { addresses, isLoading: addressesLoading, error: addressesError } = useAddressList();
  const [mode, setMode] = useState<AddressMode>({ kind: 'list' });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [instructions, setInstructions] = useState('');
  const [plan, setPlan] = useState<DeliveryPlan | null>(null);

  // The default address is pre-selected, otherwise the first; a removed choice falls back the same way.
  const selectedId = useMemo(() => {
    if (chosenId !== null && addresses.some((address) => address.id === chosenId)) return chosenId;
    return (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null;
  }, [addresses, chosenId]);

  const selected = addresses.find((address) => address.id === selectedId) ?? null;
  const subtotal = cartSubtotal(items);
  const codEnabled = site?.payment.cod_enabled ?? false;
  const sandbox = site?.payment.gateway === 'sandbox';
  const testMode = site?.payment.test_mode ?? sandbox;
  // Issue 37: a pre-order is paid now, so a cart holding one is not offered cash on delivery (the server refuses it).
  const mix = cartMix(items);
  const hasPreorder = mix !== 'ready';
  const later = laterWindow(items);
  const laterText = later ? formatWindow(later.from, later.to) : '';
  const methods: PaymentMethod[] = codEnabled && !hasPreorder ? ['RAZORPAY', 'COD'] : ['RAZORPAY'];
  // The only method offered is chosen already (issue 32): "Please select a payment method" is for a real choice.
  const onlyMethod = site && methods.length === 1 ? methods[0]! : null;
  const chosenMethod = method && methods.includes(method) ? method : onlyMethod;
  // The steps as numbered on the page: the delivery plan is asked only of a mixed cart.
  const step = mix === 'mixed' ? { plan: 2, payment: 3, notes: 4 } : { plan: 0, payment: 2, notes: 3 };

  // The cart is brought down to what is left on opening, and again when the order is refused for stock (a reorder
  // is not the cart: the server's refusal says what to change).
  const stock = useCartStock();
  const { check: checkStock } = stock;
  useEffect(() => {
    if (!isReorder) void checkStock();
  }, [isReorder, checkStock]);

  const flow = useCheckoutFlow({
    items,
    address: selected,
    method: chosenMethod,
    instructions,
    plan: mix === 'mixed' ? plan : undefined,
    subtotal,
    isReorder,
    user,
    shopName: site?.name ?? 'Organic Farm',
    onRefused: isReorder ? undefined : () => void checkStock(),
  });
  const { shipping } = flow;

  // Razorpay's script is wanted on this page only, and only when the shop takes real payments.
  useEffect(() => {
    if (site?.payment.gateway === 'razorpay') loadRazorpay().catch(() => undefined);
  }, [site?.payment.gateway]);

  const count = cartQuantity(items);
  const reorderOf = reorder?.reorderOf;
  const newTotal = formatRupees(flow.conflict?.payable ?? 0);
  // Razorpay's redirect brings a failed payment back here with its reason (in-app browsers).
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedError = searchParams.get('payment_error');

  return (
    <div className="container page">
      <PageMeta title={t`Checkout`} />
      <Link to={isReorder ? '/myaccount' : '/cart'} className={styles.back}>
        <span aria-hidden="true">←</span>{' '}
        {isReorder ? <Trans>Back to my account</Trans> : <Trans>Back to cart</Trans>}
      </Link>
      <h1 className={styles.title}>
        {isReorder ? <Trans>Reorder checkout</Trans> : <Trans>Checkout</Trans>}
      </h1>

      {isReorder ? (
        <div className={styles.reorderNote} role="note">
          <p>
            {reorderOf ? (
              <Trans>
                You are ordering again from order {reorderOf} at today&apos;s prices. Your cart is left as it
                is.
              </Trans>
            ) : (
              <Trans>You are reordering at today&apos;s prices. Your cart is left as it is.</Trans>
            )}
          </p>
          {reorder?.unavailable && reorder.unavailable.length > 0 ? (
            <>
              <p className={styles.unavailableLead}>
                <Trans>These items are no longer available and were left out:</Trans>
              </p>
              <ul>
                {reorder.unavailable.map((line) => (
                  <li key={`${line.product_name}-${line.size}`}>
                    {line.product_name} ({line.size})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.steps}>
          <section className={styles.section} aria-labelledby="checkout-address">
            <h2 id="checkout-address" className={styles.sectionTitle}>
              <span className={styles.stepNo} aria-hidden="true">
                1
              </span>
              <Trans>Delivery address</Trans>
            </h2>
            {addressesLoading ? (
              <Spinner label={t`Loading your addresses...`} />
            ) : addressesError ? (
              <ErrorState message={text(errorMessage(addressesError, t`Could not load your addresses.`))} />
            ) : (
              <AddressStep
                addresses={addresses}
                selectedId={selectedId}
                onSelect={setChosenId}
                mode={mode}
                onMode={setMode}
              />
            )}
          </section>

          {mix === 'mixed' ? (
            <section className={styles.section} aria-labelledby="checkout-plan">
              <h2 id="checkout-plan" className={styles.sectionTitle}>
                <span className={styles.stepNo} aria-hidden="true">
                  {step.plan}
                </span>
                <Trans>Delivery</Trans>
              </h2>
              <DeliveryPlanChoice
                address={selected}
                items={items}
                subtotal={subtotal}
                plan={plan}
                onChange={setPlan}
                refused={flow.planRefused}
              />
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.sectionTitle}>
              <span className={styles.stepNo} aria-hidden="true">
                {step.payment}
              </span>
              <Trans>Payment method</Trans>
            </h2>
            <fieldset className={styles.plainFieldset}>
              <legend className="visually-hidden">
                <Trans>Choose how to pay</Trans>
              </legend>
              <ul className={styles.choices}>
                {methods.map((value) => (
                  <li
                    key={value}
                    className={`${styles.choice} ${chosenMethod === value ? styles.chosen : ''}`}
                  >
                    <label className={styles.choiceLabel}>
                      <input
                        type="radio"
                        name="payment-method"
                        value={value}
                        checked={chosenMethod === value}
                        onChange={() => setMethod(value)}
                        className={styles.radio}
                      />
                      <span>
                        <span className={styles.methodLabel}>{i18n._(METHOD_TEXT[value].label)}</span>
                        <span className={styles.methodHint}>
                          {value === 'RAZORPAY' && testMode
                            ? sandbox
                              ? t`Test mode: you choose whether the payment succeeds. No real money is taken.`
                              : t`Test mode: pay with Razorpay's test cards or UPI IDs. No real money is taken.`
                            : i18n._(METHOD_TEXT[value].hint)}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {codEnabled && hasPreorder ? (
              <p className={styles.methodHint}>
                <Trans>Cash on delivery is not available for pre-orders: they are paid now.</Trans>
              </p>
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="checkout-notes">
            <h2 id="checkout-notes" className={styles.sectionTitle}>
              <span className={styles.stepNo} aria-hidden="true">
                {step.notes}
              </span>
              <Trans>
                Special instructions <span className={styles.optional}>(optional)</span>
              </Trans>
            </h2>
            <label htmlFor="special-instructions" className="visually-hidden">
              <Trans>Special instructions for your order</Trans>
            </label>
            <textarea
              id="special-instructions"
              className={styles.textarea}
              rows={3}
              maxLength={500}
              value={instructions}
              onChange={(event) => setInstructions(event.target.value)}
              placeholder={t`For example: please call before delivery`}
            />
          </section>
        </div>

        <aside className={styles.summary} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.summaryTitle}>
            <Trans>Order summary</Trans>
          </h2>
          <div className={styles.stockNotes} role="status">
            {isReorder ? null : stock.notes.map((note) => <p key={note}>{note}</p>)}
          </div>
          {items.length === 0 ? (
            <div className={styles.noItems}>
              <p>{text(MESSAGES.cartEmpty)}</p>
              <Link to="/productsbycategory">
                <Trans>Continue Shopping</Trans>
              </Link>
            </div>
          ) : (
            <ul className={styles.items} aria-label={t`Items in this order`}>
              {items.map((item) => {
                const { size, quantity } = item;
                const price = formatRupees(item.selectPrice);
                return (
                  <li key={`${item.id}-${item.sizeId}`} className={styles.item}>
                    <img src={cartImageUrl(item.image)} alt="" width={56} height={56} loading="lazy" />
                    <span className={styles.itemText}>
                      <span className={styles.itemName}>
                        {inLanguage(currentLanguage(), item.product_name, item.product_name_mal)}
                      </span>
                      <span className={styles.itemMeta}>
                        <Trans>
                          {size} · Qty {quantity} × {price}
                        </Trans>
                      </span>
                      {item.preorder ? (
                        <span className={styles.itemMeta}>
                          <PreorderShips from={item.preorder.dispatch_from} to={item.preorder.dispatch_to} />
                        </span>
                      ) : null}
                    </span>
                    <span className={styles.itemTotal}>{formatRupees(lineTotal(item))}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <dl className={styles.figures}>
            <Fact term={<Plural value={count} one="Subtotal (# item)" other="Subtotal (# items)" />}>
              {formatRupees(subtotal)}
            </Fact>
            <Fact
              term={
                <>
                  <Trans>Shipping</Trans>
                  {shipping.zone ? <span className={styles.zone}> ({zoneName(shipping.zone)})</span> : null}
                </>
              }
              valueProps={{
                'aria-busy': shipping.loading,
                // A sentence instead of a figure (no address yet, or no plan chosen) wraps on a phone.
                className: selectedId === null || shipping.planMissing ? styles.waiting : undefined,
              }}
            >
              {selectedId === null
                ? text(CHECKOUT_MESSAGES.chooseAddressForShipping)
                : shipping.planMissing
                  ? t`Choose how to send your order`
                  : shipping.loading
                    ? t`Calculating…`
                    : formatRupees(shipping.charge)}
            </Fact>
          </dl>
          {shipping.note ? (
            <p className={styles.shippingNote} role="status">
              {text(shipping.note)}
            </p>
          ) : null}
          {/* A total only once the chosen address's shipping is priced (issue 32): never the subtotal as if it were. */}
          <dl className={styles.figures}>
            <Fact
              term={<Trans>Total payable</Trans>}
              className={styles.payable}
              valueProps={{
                'aria-busy': shipping.loading,
                className: shipping.priced ? undefined : styles.waiting,
              }}
            >
              {shipping.priced
                ? formatRupees(flow.payable)
                : shipping.loading
                  ? t`Calculating…`
                  : t`Shown once shipping is known`}
            </Fact>
          </dl>
          {mix === 'preorders' ? (
            <p className={styles.preorderNote}>
              <Trans>Sent in {laterText}</Trans>
            </p>
          ) : null}
          {flow.paid ? (
            <div className={styles.paidNote} role="status">
              <p>{text(CHECKOUT_MESSAGES.paymentPending)}</p>
              <button type="button" className="button" onClick={flow.checkPaid} disabled={flow.busy}>
                {flow.busy ? t`Checking…` : t`Check again`}
              </button>{' '}
              <Link to="/myaccount">
                <Trans>Go to My Orders</Trans>
              </Link>
            </div>
          ) : (
            <button
              type="button"
              className={`button ${styles.complete}`}
              onClick={flow.complete}
              disabled={items.length === 0 || flow.busy || shipping.loading}
              aria-describedby="checkout-complete-note"
            >
              {flow.busy ? t`Processing…` : t`Complete Order`}
            </button>
          )}
          <p id="checkout-complete-note" className={styles.completeNote} role="status">
            {flow.busy && !flow.sandbox
              ? t`Please wait and keep this page open while we place your order.`
              : ''}
          </p>
          {/* Who sells, before the customer pays (Consumer Protection (E-Commerce) Rules 2020 r.4(2)). */}
          <p className={styles.completeNote}>
            <Trans>
              Sold by the farm itself: <Link to={storefrontPaths.seller}>seller details</Link>.
            </Trans>
          </p>
        </aside>
      </div>

      <MessageModal
        message={
          returnedError ? (
            <PaymentFailed sentence={text(CHECKOUT_MESSAGES.paymentFailedPrefix)} reason={returnedError} />
          ) : null
        }
        onClose={() => setSearchParams({}, { replace: true })}
      />

      <MessageModal
        message={
          flow.message ? (
            <PaymentFailed sentence={text(flow.message.text)} reason={flow.message.reason} />
          ) : null
        }
        detail={flow.message?.detail ? text(flow.message.detail) : undefined}
        onClose={flow.closeMessage}
      />

      <Modal
        open={flow.conflict !== null}
        onClose={flow.dismissConflict}
        title={t`The total has changed`}
        description={<p>{text(flow.conflict?.message ?? '')}</p>}
      >
        {flow.conflict ? (
          <dl className={`${styles.figures} ${styles.conflictFigures}`}>
            <Fact term={<Trans>Subtotal</Trans>}>{formatRupees(flow.conflict.subtotal)}</Fact>
            <Fact term={<Trans>Shipping</Trans>}>{formatRupees(flow.conflict.shipping_charge)}</Fact>
            <Fact term={<Trans>New total</Trans>} className={styles.payable}>
              {formatRupees(flow.conflict.payable)}
            </Fact>
          </dl>
        ) : null}
        <div className={modalStyles.actions}>
          <button type="button" className="button button-outline" onClick={flow.dismissConflict}>
            <Trans>Not now</Trans>
          </button>
          <button type="button" className="button" onClick={flow.acceptConflict}>
            <Trans>Continue with {newTotal}</Trans>
          </button>
        </div>
      </Modal>

      <SandboxPaymentDialog
        payment={flow.sandbox}
        paying={flow.sandboxPaying}
        onOutcome={(outcome) => void flow.sandboxOutcome(outcome)}
        onDismiss={flow.dismissSandbox}
      />
    </div>
  );
}

/**
 * A message, and after it the payment service's own words when it gave any: they are shown as they came (English),
 * marked so, for a screen reader to read them in English on a Malayalam page.
 */
function PaymentFailed({ sentence, reason }: { sentence: string; reason?: string | undefined }) {
  if (!reason) return <>{sentence}</>;
  return (
    <>
      {sentence}
      <span lang="en">{reason.slice(0, 200)}</span>
    </>
  );
}

/** A pre-order line's window in the order summary (issue 37). */
function PreorderShips({ from, to }: { from: string; to: string }) {
  const window = formatWindow(from, to);
  return <Trans>Pre-order — ships {window}</Trans>;
}
