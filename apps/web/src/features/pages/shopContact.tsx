import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { useSiteQuery } from '../../shared/api/api';
import { shopFacts, ShopWords } from '../../layout/shopFacts';
import styles from './shopContact.module.css';

/**
 * The shop's name, tagline, addresses (in the page's language, the English marked `lang="en"` where the farm wrote no
 * Malayalam), contact e-mail and phones from /api/site; undefined (or empty) until they have loaded.
 */
export function useShopContact() {
  const { data } = useSiteQuery();
  return { ...shopFacts(data), email: data?.emails.contact, phones: data?.phones ?? [] };
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The shop's name in running text; `fallback` reads well in the same sentence while it loads. */
export function ShopName({ fallback }: { fallback?: string }) {
  const { t } = useLingui();
  const { name } = useShopContact();
  return name ? <ShopWords value={name} /> : <>{fallback ?? t`our farm shop`}</>;
}

/** The contact e-mail as a link, or words pointing to it while it loads. */
export function ContactEmail() {
  const { email } = useShopContact();
  return email ? (
    <a href={`mailto:${email}`}>{email}</a>
  ) : (
    <Trans>our contact e-mail address (at the foot of this page)</Trans>
  );
}

/** "+91 ... or +91 ...", each a tap-to-call link, or words pointing to them while they load. */
export function ContactPhones() {
  const { t } = useLingui();
  const { phones } = useShopContact();
  if (phones.length === 0) return <Trans>the phone numbers at the foot of this page</Trans>;
  // The word between the last two numbers.
  const or = t`or`;
  return (
    <>
      {phones.map((phone, index) => (
        <Fragment key={phone}>
          {index === 0 ? null : index === phones.length - 1 ? <> {or} </> : ', '}
          <a href={telHref(phone)} className={styles.phone}>
            {phone}
          </a>
        </Fragment>
      ))}
    </>
  );
}
