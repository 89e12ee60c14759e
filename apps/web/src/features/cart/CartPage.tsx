import type { CartItem } from '@farm/contract';
import { MAX_QUANTITY } from '@farm/contract/constants';
import { inLanguage } from '@farm/contract/languages';
import { Fact } from '../../shared/ui/Fact';
import { currentLanguage } from '../../shared/i18n/language';
import { CHECKOUT_MESSAGES, MESSAGES } from '@farm/contract/messages';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { PageMeta } from '../../shared/ui/PageMeta';
import { useText } from '../../shared/i18n/useText';
import { formatRupees } from '../../shared/lib/text';
import { cartImageUrl } from '../../shared/cart/cartImage';
import { useCartStock } from '../../shared/cart/cartStock';
import { formatWindow, groupCart } from '../../shared/preorders/preorderCart';
import styles from './CartPage.module.css';
import {
  cartQuantity,
  cartSubtotal,
  decrement,
  increment,
  lineTotal,
  removeFromCart,
} from '../../shared/cart/cartSlice';

/**
 * `left`: what is left of the line's size when the farm counts it (docs/domain.md "Stock"). `Heading`: h3 inside a
 * group of the cart (ready goods, a pre-order), which has its own h2.
 */
function CartLine({
  line,
  left,
  Heading = 'h2',
}: {
  line: CartItem;
  left: number | undefined;
  Heading?: 'h2' | 'h3';
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const text = useText();
  const { size } = line;
  const name = inLanguage(currentLanguage(), line.product_name, line.product_name_mal);
  const key = { id: line.id, sizeId: line.sizeId };
  const onOffer = line.price > line.selectPrice;
  const most = Math.min(MAX_QUANTITY, left ?? MAX_QUANTITY);
  const limitId = `max-${line.id}-${line.sizeId}`;
  // Where + stops: what is left of this size (STOCK_MESSAGES.onlyLeft's words), or the shop's quantity limit.
  const limit =
    line.quantity < most
      ? null
      : most < MAX_QUANTITY
        ? t`Only ${most} left`
        : text(CHECKOUT_MESSAGES.quantity);
  return (
    <li className={styles.line}>
      <img
        className={styles.image}
        src={cartImageUrl(line.image)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
      />
      <div className={styles.info}>
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.size}>
          <Trans>Size: {size}</Trans>
        </p>
        <p className={styles.unit}>
          <span className="visually-hidden">
            <Trans>Unit price:</Trans>{' '}
          </span>
          {formatRupees(line.selectPrice)}
          {onOffer ? (
            <s className={styles.was}>
              <span className="visually-hidden">
                <Trans>Original price</Trans>{' '}
              </span>
              {formatRupees(line.price)}
            </s>
          ) : null}
          <span className={styles.each}>
            {' '}
            <Trans>each</Trans>
          </span>
        </p>
      </div>
      <div className={styles.controls}>
        <div className={styles.stepper} role="group" aria-label={t`Quantity of ${name}, ${size}`}>
          <button
            type="button"
            className={styles.step}
            onClick={() => dispatch(decrement(key))}
            disabled={line.quantity <= 1}
            aria-label={t`One less ${name}, ${size}`}
          >
            −
          </button>
          <output className={styles.quantity} aria-live="polite" aria-label={t`Quantity`}>
            {line.quantity}
          </output>
          <button
            type="button"
            className={styles.step}
            onClick={() => dispatch(increment(key))}
            disabled={line.quantity >= most}
            aria-label={t`One more ${name}, ${size}`}
            aria-describedby={limit ? limitId : undefined}
          >
            +
          </button>
        </div>
        {limit ? (
          <p className={styles.limit} id={limitId}>
            {limit}
          </p>
        ) : null}
        <button type="button" className={styles.remove} onClick={() => dispatch(removeFromCart(key))}>
          <Trans>
            Remove
            <span className="visually-hidden">
              {' '}
              {name}, {size}
            </span>
          </Trans>
        </button>
      </div>
      <p className={styles.total}>
        <span className="visually-hidden">
          <Trans>Line total:</Trans>{' '}
        </span>
        {formatRupees(lineTotal(line))}
      </p>
    </li>
  );
}

/**
 * A cart with pre-orders (issue 37), as it will be sent: the ready goods, then each pre-order by its dispatch window,
 * each group with its own subtotal (the price details add them all up).
 */
function CartGroups({
  groups,
  left,
}: {
  groups: ReturnType<typeof groupCart>;
  left: ReadonlyMap<number, number>;
}) {
  const lines = (group: CartItem[]) => (
    <ul className={styles.lines}>
      {group.map((line) => (
        <CartLine key={`${line.id}-${line.sizeId}`} line={line} left={left.get(line.sizeId)} Heading="h3" />
      ))}
    </ul>
  );
  const subtotal = (group: CartItem[]) => {
    const amount = formatRupees(cartSubtotal(group));
    return (
      <p className={styles.groupSubtotal}>
        <Trans>Subtotal: {amount}</Trans>
      </p>
    );
  };
  return (
    <div className={styles.groups}>
      {groups.ready.length > 0 ? (
        <section aria-labelledby="cart-ready">
          <h2 id="cart-ready" className={styles.groupTitle}>
            <Trans>Ready to send</Trans>
          </h2>
          {lines(groups.ready)}
          {subtotal(groups.ready)}
        </section>
      ) : null}
      {groups.preorders.map((group, index) => {
        const window = formatWindow(group.dispatch_from, group.dispatch_to);
        return (
          <section key={group.key} aria-labelledby={`cart-preorder-${index}`}>
            <h2 id={`cart-preorder-${index}`} className={styles.groupTitle}>
              <Trans>Pre-order — ships {window}</Trans>
            </h2>
            {lines(group.lines)}
            {subtotal(group.lines)}
          </section>
        );
      })}
    </div>
  );
}

/**
 * /cart: the locally kept cart, with a sign-in prompt for visitors and Proceed to Checkout. On opening, each line is
 * brought down to what is left of its size, with a message saying so (docs/domain.md "Stock").
 */
export function CartPage() {
  const items = useAppSelector((state) => state.cart.items);
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const navigate = useNavigate();
  const { t } = useLingui();
  const text = useText();
  const count = cartQuantity(items);
  const groups = groupCart(items);
  const stock = useCartStock();
  const { check } = stock;
  useEffect(() => {
    void check();
  }, [check]);

  const proceed = () => {
    if (signedIn) navigate('/checkoutpage');
    else navigate('/login', { state: { from: { pathname: '/cart' } } });
  };

  return (
    <div className="container page">
      <PageMeta title={t`Your cart`} />
      <Link to="/productsbycategory" className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Continue shopping</Trans>
      </Link>
      <h1 className={styles.title}>
        <Trans>Your cart</Trans>
      </h1>
      <div className={styles.stockNotes} role="status">
        {stock.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>

      {!signedIn ? (
        <section className={styles.prompt} aria-labelledby="cart-signin">
          <div>
            <h2 id="cart-signin" className={styles.promptTitle}>
              <Trans>Sign in to place your order</Trans>
            </h2>
            <p>
              <Trans>Your cart is kept on this device. Log in or create an account to check out.</Trans>
            </p>
          </div>
          <div className={styles.promptActions}>
            <Link to="/login" state={{ from: { pathname: '/cart' } }} className="button">
              <Trans>Login</Trans>
            </Link>
            <Link to="/register" state={{ from: { pathname: '/cart' } }} className="button button-outline">
              <Trans>Register</Trans>
            </Link>
          </div>
        </section>
      ) : null}

      {items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{text(MESSAGES.cartEmpty)}</p>
          <p className={styles.emptyHint}>
            <Trans>Our oils, spices, honey and pickles are waiting for you.</Trans>
          </p>
          <Link to="/productsbycategory" className="button">
            <Trans>Continue Shopping</Trans>
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          {groups.preorders.length === 0 ? (
            <ul className={styles.lines} aria-label={t`Items in your cart`}>
              {items.map((line) => (
                <CartLine key={`${line.id}-${line.sizeId}`} line={line} left={stock.left.get(line.sizeId)} />
              ))}
            </ul>
          ) : (
            <CartGroups groups={groups} left={stock.left} />
          )}
          <aside className={styles.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary" className={styles.summaryTitle}>
              <Trans>Price details</Trans>
            </h2>
            <dl className={styles.figures}>
              <Fact term={<Plural value={count} one="Subtotal (# item)" other="Subtotal (# items)" />}>
                {formatRupees(cartSubtotal(items))}
              </Fact>
            </dl>
            {/* No total here: shipping depends on the delivery address, which checkout asks for (issue 32). */}
            <p className={styles.shipping}>
              <Trans>Shipping is worked out at checkout from your delivery address, and added to this.</Trans>
            </p>
            <button type="button" className={`button ${styles.proceed}`} onClick={proceed}>
              <Trans>Proceed to Checkout</Trans>
            </button>
            {!signedIn ? (
              <p className={styles.small}>
                <Trans>You will be asked to log in first.</Trans>
              </p>
            ) : null}
          </aside>
        </div>
      )}
    </div>
  );
}
