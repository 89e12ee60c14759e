import type { ProductDetail, SiteResponse } from '@farm/contract';
import { IMAGE_BASES, uploadUrl } from '@farm/contract/constants';
import { formatNetQuantity, formatUnitSalePrice, unitSalePrice } from '@farm/contract/labelling';
import { rupeesToPaise } from '@farm/contract/money';
import { payableAmount } from '@farm/contract/pricing';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSiteQuery } from '../../shared/api/api';
import { inPageLanguage } from '../../shared/i18n/content';
import { currentLanguage } from '../../shared/i18n/language';
import { formatIndianDate } from '../../shared/lib/format';
import styles from './ProductPage.module.css';

type Size = ProductDetail['sizes'][number];
type Price = ProductDetail['prices'][number];

/**
 * Who sells, as the site's answer gives it once the seller details are in (issue 35 item 1: `seller` in contract
 * site.ts); read here only where present, so the page says what it can before and after.
 */
interface SellerFacts {
  legal_name?: string;
  address?: string;
  fssai_number?: string;
  fssai_kind?: 'licence' | 'registration';
  care?: { email?: string; phone?: string };
}
const sellerOf = (site: SiteResponse | undefined): SellerFacts | undefined =>
  (site as (SiteResponse & { seller?: SellerFacts }) | undefined)?.seller;

/**
 * Beside the chosen size's price (Legal Metrology (Packaged Commodities) Rules 2011 r.6(1), r.6(10)): its
 * net quantity, its unit sale price (of the price paid) and the photo of its full label.
 */
export function SizeDeclarations({ size, price, name }: { size: Size; price: Price; name: string }) {
  const { t } = useLingui();
  const language = currentLanguage();
  const quantity = formatNetQuantity(size.net_quantity, size.net_unit, language);
  const unitPrice = formatUnitSalePrice(
    unitSalePrice(
      rupeesToPaise(payableAmount(price.original_price, price.offer_price)),
      size.net_quantity,
      size.net_unit,
    ),
    language,
  );
  const label = size.label_image ? uploadUrl(IMAGE_BASES.product, size.label_image) : null;
  const sizeName = size.size;
  return (
    <div className={styles.declared}>
      <p>
        <span>
          <Trans>Net quantity: {quantity}</Trans>
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          <Trans>Unit price: {unitPrice}</Trans>
        </span>
      </p>
      {label ? (
        <a className={styles.labelLink} href={label} target="_blank" rel="noopener noreferrer">
          <img src={label} alt={t`The label of ${name}, ${sizeName}`} width={64} height={64} loading="lazy" />
          <span>
            <Trans>See the full label ({sizeName}) ↗</Trans>
          </span>
        </a>
      ) : null}
    </div>
  );
}

/** The organic claim in words: certified while valid, the exemption, or nothing (labelling.ts `organicClaim`). */
function OrganicWords({ organic }: { organic: ProductDetail['organic'] }) {
  if (organic.claim === 'exempt') {
    return (
      <Trans>
        Grown and sold directly by a small original producer, who is exempt from organic certification (no
        certification logo).
      </Trans>
    );
  }
  if (organic.claim !== 'certified' || organic.valid_until === null) return null;
  const scheme = organic.scheme === 'npop' ? 'NPOP (India Organic)' : 'PGS-India';
  const number = organic.certificate_no;
  const certifier = organic.certifier;
  const until = formatIndianDate(organic.valid_until);
  return (
    <Trans>
      Certified organic under {scheme}: certificate {number}, by {certifier}, valid until {until}.
    </Trans>
  );
}

/** The "Organic" badge: only while a certificate is valid (FSS (Organic Foods) Regulations 2017). */
export function OrganicBadge({ organic }: { organic: ProductDetail['organic'] }) {
  if (organic.claim !== 'certified') return null;
  return (
    <p className={styles.organicBadge}>
      <Trans>Organic</Trans>
    </p>
  );
}

/**
 * What the label says, before purchase (Legal Metrology (Packaged Commodities) Rules 2011 r.6(10); FSSAI): the net
 * quantities, best before, ingredients, who made and packed it with the address, the country of origin, customer
 * care, the FSSAI number and the organic claim; and where to read who sells.
 */
export function Declarations({ product }: { product: ProductDetail }) {
  const { data: site } = useSiteQuery();
  const language = currentLanguage();
  const seller = sellerOf(site);
  const quantities = product.sizes
    .map((size) => formatNetQuantity(size.net_quantity, size.net_unit, language))
    .join(', ');
  const ingredients = inPageLanguage(product.ingredients, product.ingredients_mal);
  // Empty: the farm made and packed it; its legal name and address (the seller's, else the shop's own).
  const farmAddress = site ? inPageLanguage(site.addresses.farm, site.addresses.farm_mal).text : '';
  const maker =
    product.manufacturer ||
    [seller?.legal_name || site?.name, seller?.address || farmAddress].filter(Boolean).join(', ');
  const careEmail = seller?.care?.email || site?.emails.contact;
  const carePhone = seller?.care?.phone || site?.phones[0];
  const fssai = seller?.fssai_number;
  const months = product.shelf_life_months;
  const country = product.country_of_origin;
  const organic = product.organic.claim !== 'none';
  return (
    <section className={styles.details} aria-labelledby="details-heading">
      <h2 id="details-heading">
        <Trans>What the label says</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>Net quantity</Trans>
        </dt>
        <dd>{quantities}</dd>
        {months !== null ? (
          <>
            <dt>
              <Trans>Best before</Trans>
            </dt>
            <dd>
              <Plural
                value={months}
                one="Best before # month from packing"
                other="Best before # months from packing"
              />
            </dd>
          </>
        ) : null}
        {ingredients.text ? (
          <>
            <dt>
              <Trans>Ingredients</Trans>
            </dt>
            <dd lang={ingredients.lang}>{ingredients.text}</dd>
          </>
        ) : null}
        {maker ? (
          <>
            <dt>
              <Trans>Manufactured and packed by</Trans>
            </dt>
            <dd>{maker}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Country of origin</Trans>
        </dt>
        <dd>{country === 'India' ? <Trans>India</Trans> : country}</dd>
        {careEmail || carePhone ? (
          <>
            <dt>
              <Trans>Customer care</Trans>
            </dt>
            <dd>
              {careEmail ? <a href={`mailto:${careEmail}`}>{careEmail}</a> : null}
              {careEmail && carePhone ? ', ' : null}
              {carePhone ? <a href={`tel:${carePhone.replace(/[^\d+]/g, '')}`}>{carePhone}</a> : null}
            </dd>
          </>
        ) : null}
        {fssai ? (
          <>
            <dt>
              {seller?.fssai_kind === 'registration' ? (
                <Trans>FSSAI registration no.</Trans>
              ) : (
                <Trans>FSSAI licence no.</Trans>
              )}
            </dt>
            <dd>{fssai}</dd>
          </>
        ) : null}
        {organic ? (
          <>
            <dt>
              <Trans>Organic</Trans>
            </dt>
            <dd>
              <OrganicWords organic={product.organic} />
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to="/seller">
          <Trans>Seller details</Trans>
        </Link>
      </p>
    </section>
  );
}
