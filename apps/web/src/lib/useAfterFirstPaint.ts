import { startTransition, useEffect, useState } from 'react';

/**
 * True from just after the screen has been painted once `ready` is: content further down the page (which the
 * visitor cannot see yet) is drawn then, as an interruptible update, so the first screen does not wait for the
 * whole page's rendering, layout and pictures before it shows.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setAfter(true)));
    };
    // A frame callback runs before the paint; the timer it starts, after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(show) : undefined;
    if (frame === undefined) show();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
