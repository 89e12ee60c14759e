import { startTransition, useEffect, useState } from 'react';

/**
 * True while the page on screen is the one the server drew (docs/decisions/2026-11-23-server-rendering.md): on the
 * server itself, and in the browser from taking that HTML over until the visitor first moves to another page. Staged
 * parts are then drawn whole at once, as the HTML already shows them (a visitor without JavaScript, or a crawler,
 * reads the whole page); React takes them over without drawing anything again.
 */
let wholePage = typeof window === 'undefined';

/** Whether the page on screen is (still) the one the server drew: its parts are drawn whole and shown at once. */
export function onServerDrawnPage(): boolean {
  return wholePage;
}

/** main.tsx: the page on screen came drawn from the server (true), or the visitor has moved on from it (false). */
export function setServerDrawnPage(drawn: boolean): void {
  wholePage = drawn;
}

/**
 * How many of `total` stages of content further down the page to draw: none until the screen has been painted once
 * `ready` is, then one more stage after each paint, each as an interruptible update. The first screen does not wait
 * for the whole page's rendering, layout and pictures, and no single step of the rest keeps the page busy for long.
 * A page drawn on the server has every stage from the start.
 */
export function useStages(ready: boolean, total: number): number {
  const [shown, setShown] = useState(() => (ready && wholePage ? total : 0));
  useEffect(() => {
    if (!ready || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => startTransition(() => setShown((count) => Math.min(total, count + 1))));
    };
    // A frame callback runs before the paint; the timer it starts, after it.
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(next) : undefined;
    if (frame === undefined) next();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown, total]);
  return shown;
}

/** True from just after the screen has been painted once `ready` is (one stage of `useStages`). */
export function useAfterFirstPaint(ready: boolean): boolean {
  return useStages(ready, 1) === 1;
}
