import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { ChatWidget } from './ChatWidget';
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

/** The shared layout of every route: fixed top bar, page, footer, floating Shop Now and the chat widget. */
/** Pages where a floating Shop Now would only cover the buttons that finish the purchase. */
const NO_FLOATING_SHOP = ['/cart', '/checkoutpage'];

export function Layout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
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
        <Outlet />
      </main>
      <Footer />
      {NO_FLOATING_SHOP.includes(pathname) ? null : (
        <Link to="/productsbycategory" className={`button ${styles.floatingShop}`}>
          Shop Now
        </Link>
      )}
      <ChatWidget />
    </>
  );
}
