import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from './session';

/** The console's frame: who is signed in, the sections their role reaches, sign-out. */
export function Shell() {
  const { member, signOut, can } = useSession();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the links are one row that scrolls: bring the section you are in into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (current && nav.current && nav.current.scrollWidth > nav.current.clientWidth) {
      nav.current.scrollLeft = current.offsetLeft - nav.current.clientWidth / 2 + current.offsetWidth / 2;
    }
  }, [pathname]);
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to the page
      </a>
      <header className="topbar">
        <span className="brand">Farm console</span>
        <nav aria-label="Console" ref={nav}>
          <NavLink to="/" end>
            Today
          </NavLink>
          {can('orders.read') && <NavLink to="/orders">Orders</NavLink>}
          {can('orders.read') && <NavLink to="/messages">Messages</NavLink>}
          {can('stock.write') && <NavLink to="/stock">Stock</NavLink>}
          {can('catalogue.write') && <NavLink to="/products">Products</NavLink>}
          {can('catalogue.write') && <NavLink to="/categories">Categories</NavLink>}
          {can('content.write') && <NavLink to="/content">Farm content</NavLink>}
          {can('content.write') && <NavLink to="/pages">Pages</NavLink>}
          {(can('catalogue.write') || can('content.write')) && <NavLink to="/media">Pictures</NavLink>}
          {can('settings.write') && <NavLink to="/settings">Settings</NavLink>}
          {can('reviews.moderate') && <NavLink to="/reviews">Reviews</NavLink>}
          {can('staff.manage') && <NavLink to="/staff">Staff</NavLink>}
          {can('audit.read') && <NavLink to="/audit">Audit</NavLink>}
          <NavLink to="/account">Account</NavLink>
        </nav>
        <span className="who">
          <span className="who-name">{member?.name}</span> <span className="role">{member?.role}</span>
        </span>
        <button className="button small" type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
