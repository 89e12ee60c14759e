/** Whether the visitor asked the system for less motion (then carousels start paused and videos do not autoplay). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}
