import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the screen (at once where there is no IntersectionObserver), so
 * work for content further down (its code, its data) waits until the visitor heads there. With `delayMs`, watching
 * starts only that long after mounting: the page's first screen gets the network and the processor first.
 */
export function useNearScreen(
  ref: RefObject<HTMLElement | null>,
  {
    enabled = true,
    margin = '300px',
    delayMs = 0,
  }: { enabled?: boolean; margin?: string; delayMs?: number } = {},
): boolean {
  const [near, setNear] = useState(false);
  const watchable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const node = ref.current;
    if (!enabled || near || !node || !watchable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${margin} 0px` },
    );
    const timer = setTimeout(() => observer.observe(node), delayMs);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, enabled, near, margin, delayMs, watchable]);
  return near || (enabled && !watchable);
}
