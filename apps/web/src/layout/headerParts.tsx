/** Pieces the header's light triggers and its lazily loaded menus (HeaderMenus.tsx) both draw. */

export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function BurgerIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The shop's mark (public/favicon.svg) drawn in place: no request for the header's first paint. */
export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#5caf47" />
      <path d="M32 50V26" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 30c-10 0-14-8-14-14 8 0 14 4 14 14zM32 26c0-10 6-14 14-14 0 6-4 14-14 14z" fill="#fff" />
    </svg>
  );
}

/** Which dropdown of the header a trigger opens. */
export type MenuKind = 'farm' | 'categories' | 'account';

/** How the visitor asked for a menu before its code had arrived: it opens as soon as it has. */
export type Opening = 'pointer' | 'keyboard';
