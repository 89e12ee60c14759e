import { NEEDS_JAVASCRIPT } from '@farm/contract/messages';
import { ROUTES_BEFORE_OPENING, matchStorefrontRoute } from '@farm/contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { SessionEndedDialog } from '../features/auth/SessionEndedDialog';
import { useText } from '../shared/i18n/useText';
import { useSiteQuery } from '../shared/api/api';
import { ChatWidget } from './ChatWidget';
import { ComingSoonPage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { ServedNotFound } from './servedNotFound';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './Layout.module.css';

/** How long a section named by the address's `#hash` may take to arrive (its page's text loading) before giving up. */
const HASH_TARGET_WAIT_MS = 5000;

/** The element an address's `#hash` names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/**
 * Section 2: every page scrolls to the top when the path changes, except when the address names a section of the page
 * (`/refund-cancellation-policy#cancellation`): then it opens at that section, on a page the server drew (where the
 * browser has already scrolled there, and the top would undo it) and on a move within the app, where the section may
 * only arrive with the page's text (it is waited for a few seconds, the page staying at the top meanwhile).
 */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const found = hashTarget(hash);
    if (found) {
      found.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (hash.length < 2 || typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => {
      const target = hashTarget(hash);
      if (!target) return;
      stop();
      target.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
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
  const { pathname } = useLocation();
  const { data: site } = useSiteQuery();
  // Not open yet (issue 36): every page but the legal ones is the "coming soon" page, on the server too.
  if (site?.open === false && !shownBeforeOpening(pathname)) return <ComingSoonPage />;
  return <ShopLayout />;
}

/** The legal pages (the contract's ROUTES_BEFORE_OPENING) a shop not open yet still shows. */
function shownBeforeOpening(pathname: string): boolean {
  const route = matchStorefrontRoute(pathname)?.route;
  return route !== undefined && ROUTES_BEFORE_OPENING.includes(route);
}

function ShopLayout() {
  const { t } = useLingui();
  const text = useText();
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname } = location;
  const dock = useDock(pathname);
  const notFoundPath = useContext(ServedNotFound);
  return (
    <>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <ScrollOnNavigation />
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
      <div className={styles.dock} data-shown={dock.shown} data-tucked={dock.tucked}>
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

/** How far the page must move one way before the dock tucks away (down) or comes back (up): not every twitch. */
const DOCK_TURN_PX = 12;

/**
 * The dock shows once the visitor scrolls, or straight away on a page too short to scroll (where the room kept for it
 * under the footer is in view): the first screen of a page is never under it, and the page's foot never is. Once shown
 * it tucks away below the screen while the visitor scrolls down (reading, the screen is the page's) and comes back as
 * soon as they scroll up, or reach the page's foot (issue 32: on a phone the header and the dock took a quarter of the
 * screen). It stays put for visitors who ask for less motion, and comes back whenever focus enters it (Layout.module.css),
 * so the keyboard always reaches it.
 */
function useDock(pathname: string): { shown: boolean; tucked: boolean } {
  // The page it was shown on: each new page starts without it.
  const [shownOn, setShownOn] = useState<string | null>(null);
  // The page it is tucked away on (none: shown), so each new page starts with it out.
  const [tuckedOn, setTuckedOn] = useState<string | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    let turnedAt = window.scrollY;
    // Once shown it stays for the page, so it does not flicker (or take an open chat away) at the top.
    const update = () => {
      const y = window.scrollY;
      if (y > 0 || root.scrollHeight <= window.innerHeight) setShownOn(pathname);
      if (still) return;
      if (y + window.innerHeight >= root.scrollHeight - 2) {
        setTuckedOn(null);
        turnedAt = y;
      } else if (y - turnedAt > DOCK_TURN_PX) {
        setTuckedOn(pathname);
        turnedAt = y;
      } else if (turnedAt - y > DOCK_TURN_PX) {
        setTuckedOn(null);
        turnedAt = y;
      }
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
  return { shown: shownOn === pathname, tucked: tuckedOn === pathname };
}
