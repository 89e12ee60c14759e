import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked the system for less motion (then carousels start paused and videos do not autoplay). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

function subscribeReducedMotion(changed: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', changed);
  return () => query?.removeEventListener?.('change', changed);
}

/**
 * `prefersReducedMotion` for rendering: the server's HTML (and the hydration that takes it over) is drawn with
 * motion, as the server cannot know; the visitor's own setting follows at once after hydration, with no mismatch.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}
