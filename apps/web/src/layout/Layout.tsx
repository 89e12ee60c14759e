import { NEEDS_JAVASCRIPT } from '@farm/contract/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { SessionEndedDialog } from '../features/auth/SessionEndedDialog';
import { useText } from '../shared/i18n/useText';
import { ChatWidget } from './ChatWidget';
import { NotFoundPage } from './NotFoundPage';
import { ServedNotFound } from './servedNotFound';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

/** Section 2: every page scrolls to the top when the path changes. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Pages whose own buttons finish the purchase: the dock shows only the chat button there. */
const NO_FLOATING_SHOP = ['/cart', '/checkoutpage'];

/**
 * The page the server answered 404 for (ServedNotFound): shown as the not-found page straight away, with no second API
 * call to find out again that the product, category or page is missing. Only for the first address of the visit; any
 * later navigation is the router's.
 */
function servedAsNotFound(notFoundPath: string | null, location: { pathname: string; key: string }): boolean {
  return notFoundPath !== null && location.key === 'default' && location.pathname === notFoundPath;
}

/** The shared layout of every route: fixed top bar, page, footer, and the dock with Shop Now and the chat. */
export function Layout() {
  const { t } = useLingui();
  const text = useText();
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname } = location;
  const dockShown = useDockShown(pathname);
  const notFoundPath = useContext(ServedNotFound);
  return (
    <>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <ScrollToTop />
      <Header />
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label={t`Loading page`} />
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <noscript>
          <p className={styles.noscript}>{text(NEEDS_JAVASCRIPT.bar)}</p>
        </noscript>
        {servedAsNotFound(notFoundPath, location) ? <NotFoundPage /> : <Outlet />}
      </main>
      <Footer />
      <div className={styles.dockSpace} />
      <div className={styles.dock} data-shown={dockShown}>
        {NO_FLOATING_SHOP.includes(pathname) ? null : (
          <Link to="/productsbycategory" className={`button ${styles.floatingShop}`}>
            <Trans>Shop Now</Trans>
          </Link>
        )}
        <div className={styles.dockEnd}>
          <ChatWidget />
        </div>
      </div>
      <SessionEndedDialog />
    </>
  );
}

/**
 * The dock shows once the visitor scrolls, or straight away on a page too short to scroll (where the room kept for it
 * under the footer is in view): the first screen of a page is never under it, and the page's foot never is.
 */
function useDockShown(pathname: string): boolean {
  // The page it was shown on: each new page starts without it.
  const [shownOn, setShownOn] = useState<string | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    // Once shown it stays for the page, so it does not flicker (or take an open chat away) at the top.
    const update = () => {
      if (window.scrollY > 0 || root.scrollHeight <= window.innerHeight) setShownOn(pathname);
    };
    update();
    // Content arriving after the first paint can make a short page long enough to scroll.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      resized?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [pathname]);
  return shownOn === pathname;
}
