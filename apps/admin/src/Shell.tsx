import { ROLE_LABELS } from '@farm/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { SECTIONS, opens, sectionOf, whoCan, type Section } from './sections';
import { useSession } from './session';
import './shell.css';

/**
 * The console's frame: who is signed in, the sections their role reaches, sign-out; and the one guard of every
 * address (issue 32, item 13): a page the role may not use shows what it is, that the role does not allow it and who
 * can, and none of its forms. On a phone the sections are behind a Menu button, as a list.
 */
export function Shell() {
  const { member, signOut, can } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const section = sectionOf(pathname);
  const refused = section && !opens(section, can) ? section : undefined;

  // The menu closes when a section is chosen (or the address changes any other way): set while drawing, as the
  // address is seen to change, so the open menu is never drawn over the new page.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  }

  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to the page
      </a>
      {/* Escape closes the menu wherever the focus is in the bar; the bar itself is no control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <header className="topbar" onKeyDown={closeOnEscape}>
        <span className="brand">Farm console</span>
        <button
          ref={button}
          className="button small menu-button"
          type="button"
          aria-expanded={open}
          aria-controls="console-menu"
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true" className="menu-icon" />
          Menu
        </button>
        <nav id="console-menu" aria-label="Console" className={open ? 'console-menu open' : 'console-menu'}>
          <ul>
            {SECTIONS.filter((s) => opens(s, can)).map((s) => (
              <li key={s.path}>
                <NavLink to={s.path} end={s.path === '/'}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <span className="who">
          <span className="who-name">{member?.name}</span>{' '}
          <span className="role">{member ? ROLE_LABELS[member.role] : ''}</span>
        </span>
        <button className="button small" type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {refused ? <Refusal section={refused} role={member ? ROLE_LABELS[member.role] : ''} /> : <Outlet />}
      </main>
    </div>
  );
}

/** A page the role may not use: what it is, that the role does not allow it, who can; no forms. */
function Refusal({ section, role }: { section: Section; role: string }) {
  return (
    <section className="card refusal" aria-labelledby="refusal-title">
      <h1 id="refusal-title">{section.label}</h1>
      <p>{section.what}</p>
      <p>
        <strong>Your role ({role}) does not allow this page.</strong> {whoCan(section)}
      </p>
      <p>
        <Link to="/">Back to Today</Link>
      </p>
    </section>
  );
}
