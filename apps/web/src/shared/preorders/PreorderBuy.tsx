import type { SizePreorder } from '@farm/contract';
import { STOCK_DEFAULTS } from '@farm/contract/stock-words';
import { Trans } from '@lingui/react/macro';
import { useSiteQuery } from '../api/api';
import { formatLastDay, formatWindow } from './preorderCart';
import styles from './PreorderBuy.module.css';

/**
 * The product page's word on the buy button (issue 37): a size on pre-order is bought as a pre-order, paid now and
 * sent in its window, so the button says "Pre-order" rather than "Add to cart".
 */
export function BuyButtonLabel({ preorder }: { preorder: SizePreorder | null | undefined }) {
  return preorder ? <Trans>Pre-order</Trans> : <Trans>Add to cart</Trans>;
}

/**
 * The chosen size's pre-order on the product page: when it ships, the last day to order, how few are left when few
 * are (under the shop's low-stock threshold, as "Only N left" is), and that it is paid now. Nothing for a size
 * from the shelf.
 */
export function PreorderBuyNote({ preorder }: { preorder: SizePreorder | null | undefined }) {
  const { data: site } = useSiteQuery();
  if (!preorder) return null;
  const threshold = site?.stock?.low_threshold ?? STOCK_DEFAULTS.lowStockThreshold;
  const window = formatWindow(preorder.dispatch_from, preorder.dispatch_to);
  const lastDay = formatLastDay(preorder.closes_at);
  const left = preorder.left;
  return (
    <section className={styles.block} aria-labelledby="preorder-title">
      <h2 className={styles.title} id="preorder-title">
        <Trans>Pre-order: ships {window}</Trans>
      </h2>
      <ul className={styles.facts}>
        <li>
          <Trans>Order by {lastDay}</Trans>
        </li>
        {left > 0 && left <= threshold ? (
          <li className={styles.few}>
            <Trans>Only {left} left to pre-order</Trans>
          </li>
        ) : null}
        <li>
          <Trans>Paid now, sent when the harvest is in.</Trans>
        </li>
      </ul>
    </section>
  );
}
