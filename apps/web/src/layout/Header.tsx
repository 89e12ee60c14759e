import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useState, useSyncExternalStore } from 'react';
import { Link, NavLink } from 'react-router';
import { api } from '../shared/api/api';
import { selectRehydrated, useAppSelector } from '../shared/store/hooks';
import { cartQuantity } from '../shared/cart/cartSlice';
import { SearchBox } from '../features/search/SearchBox';
import styles from './Header.module.css';
import type * as HeaderMenus from './HeaderMenus';
import { LanguageSwitch } from './LanguageSwitch';
import { BurgerIcon, Chevron, Logo, type MenuKind, type Opening } from './headerParts';
import { useShopFacts } from './shopFacts';

/*
 * The menus' code (Radix: popper, focus management, scroll lock; a third of the first screen's JavaScript) is
 * loaded on the first sign that the visitor is about to use one: pointing at, focusing or pressing a trigger. Until
 * then each trigger is a plain button with the same name, role and look; a press while the code is on its way opens
 * the menu as soon as it arrives.
 */
type Menus = typeof HeaderMenus;
let menus: Menus | undefined;
let loading: Promise<Menus> | undefined;
const listeners = new Set<() => void>();

function loadMenus(): void {
  loading ??= import('./HeaderMenus').then(
    (module) => {
      menus = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // Offline for a moment: the next gesture tries again.
      loading = undefined;
      throw error;
    },
  );
  loading.catch(() => undefined);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The loaded menus module, once any trigger has asked for it (every trigger then switches to it together); never on
 * the server, so the page's HTML and its hydration draw the light triggers.
 */
function useMenus(): Menus | undefined {
  return useSyncExternalStore(
    subscribe,
    () => menus,
    () => undefined,
  );
}

/** Gestures that announce a menu is about to be used, and whether the light trigger has the focus. */
function useIntent(alsoPrefetch?: () => void) {
  const [focused, setFocused] = useState(false);
  const intend = () => {
    loadMenus();
    alsoPrefetch?.();
  };
  return {
    focused,
    intend,
    handlers: {
      onPointerEnter: intend,
      onFocus: () => {
        setFocused(true);
        intend();
      },
      onBlur: () => setFocused(false),
    },
  };
}

/** A dropdown's trigger: Radix's once loaded, a plain button with the same name and state until then. */
function DropMenu({ label, kind }: { label: string; kind: MenuKind }) {
  const module = useMenus();
  const prefetchCategories = api.usePrefetch('homepage');
  const { focused, intend, handlers } = useIntent(kind === 'categories' ? prefetchCategories : undefined);
  const [opening, setOpening] = useState<Opening>();
  if (module) {
    return <module.DropMenu label={label} kind={kind} opening={opening} focusTrigger={focused && !opening} />;
  }
  const open = (how: Opening) => {
    setOpening(how);
    intend();
  };
  return (
    <button
      type="button"
      className={styles.menuTrigger}
      data-needs-js
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
      // The same gestures Radix's trigger answers to: the main button's press, Enter, Space and ArrowDown.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      {label} <Chevron />
    </button>
  );
}

/** The small screens' menu button: Radix's dialog trigger once loaded, a plain button until then. */
function SideMenu() {
  const { t } = useLingui();
  const module = useMenus();
  const prefetchCategories = api.usePrefetch('homepage');
  const { focused, intend, handlers } = useIntent(prefetchCategories);
  const [opening, setOpening] = useState(false);
  if (module) return <module.SideMenu initialOpen={opening} focusTrigger={focused && !opening} />;
  return (
    <button
      type="button"
      className={styles.burger}
      data-needs-js
      aria-label={t`Open menu`}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
      // A tap brings no pointerenter on every browser: the press starts the download too.
      onPointerDown={intend}
      onClick={() => {
        setOpening(true);
        intend();
      }}
    >
      <BurgerIcon />
    </button>
  );
}

function AccountMenu() {
  const { t } = useLingui();
  const user = useAppSelector((state) => state.auth.user);
  const token = useAppSelector((state) => state.auth.token);
  // The page may come drawn by the server for every visitor (signed out): until this browser's sign-in has been read
  // back, the link keeps its place unseen, so a signed-in visitor never sees "Login" flash (shown without JavaScript).
  const known = useAppSelector(selectRehydrated);
  if (!token) {
    return (
      <Link
        to="/login"
        className={`${styles.navLink} ${known ? '' : styles.unknown}`}
        data-visitor-pending={known ? undefined : ''}
      >
        <Trans>Login</Trans>
      </Link>
    );
  }
  return <DropMenu label={user?.name.split(' ')[0] || t`Account`} kind="account" />;
}

function CartLink() {
  const { t } = useLingui();
  const count = useAppSelector((state) => cartQuantity(state.cart.items));
  return (
    <Link
      to="/cart"
      className={styles.cart}
      aria-label={count > 0 ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`}
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

export function Header() {
  const { t } = useLingui();
  const { name } = useShopFacts();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <SideMenu />
        <Link to="/" className={styles.logo}>
          <Logo />
          <span lang={name?.lang}>{name?.text ?? t`Organic Farm`}</span>
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <nav className={styles.nav} aria-label={t`Main`}>
          <NavLink to="/" end className={styles.navLink}>
            <Trans>Home</Trans>
          </NavLink>
          <DropMenu label={t`Farm Activities`} kind="farm" />
          <DropMenu label={t`Product Categories`} kind="categories" />
          <AccountMenu />
        </nav>
        <LanguageSwitch className={styles.language} />
        <CartLink />
        <Link to="/productsbycategory" className={`button ${styles.shopNow}`}>
          <Trans>Shop Now</Trans>
        </Link>
      </div>
    </header>
  );
}
