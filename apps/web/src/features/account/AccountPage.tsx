import { Trans, useLingui } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { useOrdersQuery } from '../../shared/api/orders';
import { PageMeta } from '../../shared/ui/PageMeta';
import { Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { SignInRedirect } from '../../shared/session/SignInRedirect';
import { useLogout } from '../../shared/session/useLogout';
import { useSignedIn } from '../../shared/session/useSignedIn';
import { useText } from '../../shared/i18n/useText';
import { AddressBook } from './AddressBook';
import { MyComplaints } from './MyComplaints';
import styles from './AccountPage.module.css';
import { OrderList } from './OrderList';
import { ProfileSection } from './ProfileSection';

type Tab = 'orders' | 'address';

/** /myaccount and /account: greeting, Logout, and the Order Summary and Address tabs. */
export function AccountPage() {
  const { t } = useLingui();
  const text = useText();
  const { signedIn, user } = useSignedIn();
  const logout = useLogout();
  const orders = useOrdersQuery(user?.id ?? 0, { skip: !user });
  const [tab, setTab] = useState<Tab>('address');
  const chosen = useRef(false);
  const hasOrders = (orders.data?.length ?? 0) > 0;

  // The orders tab opens by itself once there are orders, unless the customer already picked a tab.
  useEffect(() => {
    if (hasOrders && !chosen.current) setTab('orders');
  }, [hasOrders]);

  if (!signedIn) return <SignInRedirect />;
  const name = user?.name;

  return (
    <div className="container page">
      <PageMeta title={t`My account`} />
      <div className={styles.hero}>
        <div>
          <p className={styles.kicker}>
            <Trans>My Profile</Trans>
          </p>
          <h1 className={styles.greeting}>
            {name ? <Trans>Hello, {name}</Trans> : <Trans>Hello there</Trans>}
          </h1>
          {user ? (
            <p className={styles.contact}>
              {user.email} · {user.mobile}
            </p>
          ) : null}
        </div>
        <button type="button" className="button button-outline" onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </button>
      </div>
      {user ? <ProfileSection user={user} /> : null}

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          chosen.current = true;
          setTab(value as Tab);
        }}
        className={styles.tabs}
      >
        <Tabs.List className={styles.tabList} aria-label={t`My account`}>
          <Tabs.Trigger value="orders" className={styles.tab}>
            <Trans>Order Summary</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="address" className={styles.tab}>
            <Trans>Address</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders" className={styles.panel}>
          {!user || orders.isLoading ? (
            <Spinner label={t`Loading your orders...`} />
          ) : orders.error ? (
            <ErrorState message={text(errorMessage(orders.error, t`Could not load your orders.`))} />
          ) : (
            <OrderList orders={orders.data ?? []} userId={user.id} />
          )}
        </Tabs.Content>
        <Tabs.Content value="address" className={styles.panel}>
          <AddressBook />
        </Tabs.Content>
      </Tabs.Root>
      <MyComplaints />
    </div>
  );
}
