import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the screen (at once where there is no IntersectionObserver), so
 * work for content further down (its code, its data) waits until the visitor heads there.
 */
export function useNearScreen(
  ref: RefObject<HTMLElement | null>,
  { enabled = true, margin = '300px' }: { enabled?: boolean; margin?: string } = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
