import { COMPLAINT_CLOCKS, storefrontPaths } from '@farm/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FssaiNumber, sellerFacts, ShopWords } from '../../layout/shopFacts';
import { useSiteQuery } from '../../shared/api/api';
import { Breadcrumbs } from '../../shared/ui/Breadcrumbs';
import { PageMeta } from '../../shared/ui/PageMeta';
import { telHref } from './shopContact';
import styles from './SellerPage.module.css';

/** One line of a list of facts: shown only when the farm has written it, so no label stands before nothing. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  if (children === undefined || children === null) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * /seller: who sells on this site and who hears complaints, as the Consumer Protection (E-Commerce) Rules 2020 r.4(2)
 * and r.4(4) ask an online seller to show (docs/domain.md "Seller identity and the grievance officer"), with the FSSAI
 * number the FSSAI order of 8 June 2021 asks for, and the r.4(5) promise of how a complaint is handled.
 */
export function SellerPage() {
  const { t } = useLingui();
  const { data: site, isError, refetch } = useSiteQuery();
  const seller = sellerFacts(site);
  const officer = seller.grievance;
  const hours = COMPLAINT_CLOCKS.acknowledgeHours;
  const days = COMPLAINT_CLOCKS.settleDays;
  const title = t`Seller details`;
  return (
    <div className={`container page ${styles.page}`}>
      <PageMeta
        title={title}
        description={t`Who sells on this site: the seller's legal name, address, FSSAI number, customer care and grievance officer.`}
      />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <p className={styles.intro}>
        <Trans>
          Everything in this shop is sold, packed and sent by the seller below. Write to us or call us with
          any question; a complaint goes to our grievance officer.
        </Trans>
      </p>

      {!site && (
        <p role={isError ? 'alert' : 'status'}>
          {isError ? (
            <>
              <Trans>The seller’s details could not be loaded just now.</Trans>{' '}
              <button type="button" className="button button-outline" onClick={() => void refetch()}>
                <Trans>Try again</Trans>
              </button>
            </>
          ) : (
            <Trans>Loading…</Trans>
          )}
        </p>
      )}

      {site && (
        <>
          <section aria-labelledby="seller-who">
            <h2 id="seller-who">
              <Trans>The seller</Trans>
            </h2>
            <dl className={styles.facts}>
              <Fact label={<Trans>Legal name</Trans>}>
                {seller.legalName ? <ShopWords value={seller.legalName} /> : undefined}
              </Fact>
              <Fact label={<Trans>Registered address</Trans>}>
                {seller.address ? <ShopWords value={seller.address} /> : undefined}
              </Fact>
              <Fact label={<Trans>GSTIN</Trans>}>
                {seller.gstin ? <span translate="no">{seller.gstin}</span> : undefined}
              </Fact>
              <Fact
                label={
                  seller.fssai?.kind === 'licence' ? (
                    <Trans>FSSAI licence</Trans>
                  ) : (
                    <Trans>FSSAI registration</Trans>
                  )
                }
              >
                {seller.fssai ? <FssaiNumber fssai={seller.fssai} /> : undefined}
              </Fact>
            </dl>
          </section>

          <section aria-labelledby="seller-care">
            <h2 id="seller-care">
              <Trans>Customer care</Trans>
            </h2>
            <dl className={styles.facts}>
              <Fact label={<Trans>E-mail</Trans>}>
                {seller.careEmail ? <a href={`mailto:${seller.careEmail}`}>{seller.careEmail}</a> : undefined}
              </Fact>
              <Fact label={<Trans>Phone</Trans>}>
                {seller.carePhone ? <a href={telHref(seller.carePhone)}>{seller.carePhone}</a> : undefined}
              </Fact>
            </dl>
          </section>

          <section aria-labelledby="seller-grievance">
            <h2 id="seller-grievance">
              <Trans>Grievance officer</Trans>
            </h2>
            {officer ? (
              <dl className={styles.facts}>
                <Fact label={<Trans>Name</Trans>}>
                  <ShopWords value={officer.name} />
                </Fact>
                <Fact label={<Trans>Designation</Trans>}>
                  {officer.designation ? <ShopWords value={officer.designation} /> : undefined}
                </Fact>
                <Fact label={<Trans>E-mail</Trans>}>
                  {officer.email ? <a href={`mailto:${officer.email}`}>{officer.email}</a> : undefined}
                </Fact>
                <Fact label={<Trans>Phone</Trans>}>
                  {officer.phone ? <a href={telHref(officer.phone)}>{officer.phone}</a> : undefined}
                </Fact>
              </dl>
            ) : (
              <p>
                <Trans>Until the farm names its grievance officer, write to customer care above.</Trans>
              </p>
            )}
            <p className={styles.promise}>
              <Trans>
                We acknowledge every complaint within {hours} hours of receiving it and settle it within{' '}
                {days} days, as the Consumer Protection (E-Commerce) Rules, 2020 ask. Each complaint gets a
                ticket number you can follow.
              </Trans>
            </p>
            <p>
              <Link to={storefrontPaths.complaintNew} className="button">
                <Trans>Make a complaint</Trans>
              </Link>
            </p>
          </section>
        </>
      )}
    </div>
  );
}
