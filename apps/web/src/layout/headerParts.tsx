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

/** Which dropdown of the header a trigger opens. */
export type MenuKind = 'farm' | 'categories' | 'account';

/** How the visitor asked for a menu before its code had arrived: it opens as soon as it has. */
export type Opening = 'pointer' | 'keyboard';
