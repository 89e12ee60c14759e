/** Small pieces the home sections share. */
import { Trans } from '@lingui/react/macro';

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  return (
    <span className="visually-hidden">
      {' '}
      <Trans>(opens in a new tab)</Trans>
    </span>
  );
}

/** A small 'Watch' label with a play sign for the corner of a video picture (the link carries the name). */
export function WatchChip({ className = '' }: { className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
        <path d="M7 4.5l13 7.5-13 7.5z" fill="currentColor" />
      </svg>
      <Trans>Watch</Trans>
    </span>
  );
}

/** A right arrow for "View all" links. */
export function ArrowRight() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M5 12h13M13 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
