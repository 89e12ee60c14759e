import * as Dialog from '@radix-ui/react-dialog';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { errorMessage, useCategoriesWithProductsQuery, useSiteQuery } from '../app/api';
import { useAppSelector } from '../app/hooks';
import { useLogout } from '../features/auth/useLogout';
import { cartQuantity } from '../features/cart/cartSlice';
import { SearchBox } from '../features/search/SearchBox';
import styles from './Header.module.css';
import { FARM_LINKS } from './navigation';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/** The categories as the menus list them, with section 2's Loading... and red error states. */
function useCategoryLinks() {
  const { data, isLoading, error } = useCategoriesWithProductsQuery();
  return {
    links: (data ?? []).map((category) => ({
      label: category.name,
      to: `/productsbycategory/${category.id}`,
      state: { categoryName: category.name },
    })),
    isLoading,
    error: error ? errorMessage(error, 'Failed to load categories') : null,
  };
}

function DropMenu({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className={styles.menuTrigger}>
        {label} <Chevron />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menuContent} sideOffset={8} align="start">
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function CategoriesMenuItems() {
  const { links, isLoading, error } = useCategoryLinks();
  if (isLoading) return <div className={styles.menuNote}>Loading...</div>;
  if (error) return <div className={`${styles.menuNote} error-text`}>{error}</div>;
  return (
    <>
      {links.map((link) => (
        <Menu.Item key={link.to} asChild>
          <Link to={link.to} state={link.state} className={styles.menuItem}>
            {link.label}
          </Link>
        </Menu.Item>
      ))}
      <Menu.Separator className={styles.menuSeparator} />
      <Menu.Item asChild>
        <Link to="/productsbycategory" className={styles.menuItem}>
          All products
        </Link>
      </Menu.Item>
    </>
  );
}

function AccountMenu() {
  const user = useAppSelector((state) => state.auth.user);
  const token = useAppSelector((state) => state.auth.token);
  const logout = useLogout();
  if (!token) {
    return (
      <Link to="/login" className={styles.navLink}>
        Login
      </Link>
    );
  }
  return (
    <DropMenu label={user?.name.split(' ')[0] || 'Account'}>
      <Menu.Item asChild>
        <Link to="/myaccount" className={styles.menuItem}>
          My Profile
        </Link>
      </Menu.Item>
      <Menu.Item className={styles.menuItem} onSelect={() => void logout()}>
        Logout
      </Menu.Item>
    </DropMenu>
  );
}

function CartLink() {
  const count = useAppSelector((state) => cartQuantity(state.cart.items));
  return (
    <Link
      to="/cart"
      className={styles.cart}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/** On small screens: a side menu with the farm activities and the categories. */
function SideMenu() {
  const [open, setOpen] = useState(false);
  const { links, isLoading, error } = useCategoryLinks();
  const token = useAppSelector((state) => state.auth.token);
  const logout = useLogout();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.burger} aria-label="Open menu">
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <Dialog.Title className={styles.drawerTitle}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              ×
            </Dialog.Close>
          </div>
          <nav aria-label="Side menu">
            <Link to="/" onClick={close} className={styles.drawerLink}>
              Home
            </Link>
            <h3 className={styles.drawerGroup}>Farm Activities</h3>
            {FARM_LINKS.map((link) => (
              <Link key={link.to} to={link.to} onClick={close} className={styles.drawerLink}>
                {link.label}
              </Link>
            ))}
            <h3 className={styles.drawerGroup}>Product Categories</h3>
            {isLoading ? <p className={styles.menuNote}>Loading...</p> : null}
            {error ? <p className={`${styles.menuNote} error-text`}>{error}</p> : null}
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                state={link.state}
                onClick={close}
                className={styles.drawerLink}
              >
                {link.label}
              </Link>
            ))}
            <h3 className={styles.drawerGroup}>Account</h3>
            {token ? (
              <>
                <Link to="/myaccount" onClick={close} className={styles.drawerLink}>
                  My Profile
                </Link>
                <button
                  type="button"
                  className={styles.drawerLink}
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  Logout
                </button>
              </>
            ) : (
              <Link to="/login" onClick={close} className={styles.drawerLink}>
                Login
              </Link>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Header() {
  const { data: site } = useSiteQuery();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SideMenu />
        <Link to="/" className={styles.logo}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{site?.name ?? 'Organic Farm'}</span>
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <nav className={styles.nav} aria-label="Main">
          <NavLink to="/" end className={styles.navLink}>
            Home
          </NavLink>
          <DropMenu label="Farm Activities">
            {FARM_LINKS.map((link) => (
              <Menu.Item key={link.to} asChild>
                <Link to={link.to} className={styles.menuItem}>
                  {link.label}
                </Link>
              </Menu.Item>
            ))}
          </DropMenu>
          <DropMenu label="Product Categories">
            <CategoriesMenuItems />
          </DropMenu>
          <AccountMenu />
        </nav>
        <CartLink />
        <Link to="/productsbycategory" className={`button ${styles.shopNow}`}>
          Shop Now
        </Link>
      </div>
    </header>
  );
}
