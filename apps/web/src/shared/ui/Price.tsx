import { payableAmount } from '@farm/contract/pricing';
import { Trans } from '@lingui/react/macro';
import { formatRupees } from '../lib/text';
import styles from './Price.module.css';

/** The payable price, and the struck-through original when there is an offer (offer_price above 0). */
export function Price({
  original,
  offer,
  size = 'normal',
}: {
  original: number;
  offer: number;
  size?: 'normal' | 'large';
}) {
  // The offer is struck against the original only when it is cheaper; what is shown is always what is paid.
  const onOffer = offer > 0 && offer < original;
  const payable = payableAmount(original, offer);
  const percent = Math.round((1 - offer / original) * 100);
  return (
    <span className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.now}>
        {onOffer ? (
          <span className="visually-hidden">
            <Trans>Offer price</Trans>{' '}
          </span>
        ) : null}
        {formatRupees(payable)}
      </span>
      {onOffer ? (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">
              <Trans>Original price</Trans>{' '}
            </span>
            {formatRupees(original)}
          </s>
          <span className={styles.save}>
            <Trans>{percent}% off</Trans>
          </span>
        </>
      ) : null}
    </span>
  );
}

/** The price a customer pays for a size: the offer when above 0, else the original (DOMAIN.md). */
export function payablePrice(price: { original_price: number; offer_price: number }): number {
  return payableAmount(price.original_price, price.offer_price);
}
