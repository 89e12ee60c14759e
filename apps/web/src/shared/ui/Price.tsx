import { payableAmount } from '@farm/contract/pricing';
import { Trans } from '@lingui/react/macro';
import { formatRupees } from '../lib/text';
import styles from './Price.module.css';

/**
 * The payable price, and the struck-through MRP when there is an offer (offer_price above 0). `mrp` words it as the
 * label does (Legal Metrology (Packaged Commodities) Rules 2011 r.6(1)): "MRP ₹250 (incl. of all taxes)", struck
 * through beside the offer price when there is one; the product page shows it so, cards keep to the figures.
 */
export function Price({
  original,
  offer,
  size = 'normal',
  mrp = false,
}: {
  original: number;
  offer: number;
  size?: 'normal' | 'large';
  mrp?: boolean;
}) {
  // The offer is struck against the original only when it is cheaper; what is shown is always what is paid.
  const onOffer = offer > 0 && offer < original;
  const payable = payableAmount(original, offer);
  const percent = Math.round((1 - offer / original) * 100);
  if (mrp) {
    return (
      <span className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
        {onOffer ? (
          <span className={styles.now}>
            <span className="visually-hidden">
              <Trans>Offer price</Trans>{' '}
            </span>
            {formatRupees(payable)}
          </span>
        ) : null}
        <span className={onOffer ? styles.mrp : `${styles.mrp} ${styles.now}`}>
          <Trans>MRP</Trans> {onOffer ? <s>{formatRupees(original)}</s> : formatRupees(original)}{' '}
          <span className={styles.taxes}>
            <Trans>(incl. of all taxes)</Trans>
          </span>
        </span>
        {onOffer ? (
          <span className={styles.save}>
            <Trans>{percent}% off</Trans>
          </span>
        ) : null}
      </span>
    );
  }
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
              <Trans>MRP</Trans>{' '}
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
