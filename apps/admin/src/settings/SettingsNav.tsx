import { NavLink } from 'react-router';

export function SettingsNav() {
  return (
    <nav className="content-nav" aria-label="Settings">
      <NavLink to="/settings" end>
        Shop details
      </NavLink>
      <NavLink to="/settings/shipping">Shipping slabs</NavLink>
      <NavLink to="/settings/backups">Backups</NavLink>
      <NavLink to="/settings/start-afresh">Start afresh</NavLink>
    </nav>
  );
}
