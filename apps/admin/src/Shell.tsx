import { NavLink, Outlet } from 'react-router';
import { useSession } from './session';

/** The console's frame: who is signed in, the sections their role reaches, sign-out. */
export function Shell() {
  const { member, signOut, can } = useSession();
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to the page
      </a>
      <header className="topbar">
        <span className="brand">Farm console</span>
        <nav aria-label="Console">
          <NavLink to="/" end>
            Today
          </NavLink>
          {can('orders.read') && <NavLink to="/orders">Orders</NavLink>}
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
