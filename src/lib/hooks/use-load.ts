import { useEffect, useState, type DependencyList } from 'react';

/** What a browser-side load has come to. */
export type LoadState<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; value: T };

/**
 * Runs `load` in the browser whenever `deps` change and on `retry`; `null` waits (no session yet). An answer
 * that arrives after the deps moved on is dropped. `set` replaces the loaded value (after an edit).
 */
export function useLoad<T>(load: (() => Promise<T>) | null, deps: DependencyList) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const waiting = load === null;
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (value) => live && setState({ status: 'done', value }),
      (error: unknown) => live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; what it loads changes with `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, waiting, attempt]);
  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    set: (value: T) => setState({ status: 'done', value }),
  };
}
