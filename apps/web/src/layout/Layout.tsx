import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { SessionEndedDialog } from '../features/auth/SessionEndedDialog';
import { ChatWidget } from './ChatWidget';
import { NotFoundPage } from './NotFoundPage';
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
 * The page the server answered 404 for (it says so in a meta tag): shown as the not-found page straight away, with no
 * second API call to find out again that the product, category or page is missing. Only for the first address of
 * the visit; any later navigation is the router's.
 */
const notFoundPath =
  typeof document !== 'undefined' && document.querySelector('meta[name="shop-page"][content="not-found"]')
    ? window.location.pathname
    : null;

function servedAsNotFound(location: { pathname: string; key: string }): boolean {
  return notFoundPath !== null && location.key === 'default' && location.pathname === notFoundPath;
}

/** The shared layout of every route: fixed top bar, page, footer, and the dock with Shop Now and the chat. */
export function Layout() {
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname } = location;
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="Loading page" />
      ) : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        {servedAsNotFound(location) ? <NotFoundPage /> : <Outlet />}
      </main>
      <Footer />
      <div className={styles.dockSpace} />
      <div className={styles.dock}>
        {NO_FLOATING_SHOP.includes(pathname) ? null : (
          <Link to="/productsbycategory" className={`button ${styles.floatingShop}`}>
            Shop Now
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
