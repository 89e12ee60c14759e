import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: string; data?: T };

/** Loads what a screen shows when its key changes; `reload` asks again (after a change). Late answers are dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let current = true;
    // Each new ask starts as loading, keeping what was shown until its answer comes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) =>
        current &&
        setState((previous) => ({
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          data: previous.data,
        })),
    );
    return () => {
      current = false;
    };
    // The key says when to load again; `load` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { ...state, reload };
}
