import { NavLink } from 'react-router';

/** The sections of the farm content, one link each. */
export function ContentNav() {
  return (
    <nav className="content-nav" aria-label="Farm content">
      <NavLink to="/content/crops">Crops</NavLink>
      <NavLink to="/content/certificates">Certificates</NavLink>
      <NavLink to="/content/videos">Video feed</NavLink>
      <NavLink to="/content/banner">Home banner</NavLink>
    </nav>
  );
}
