import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { CallReply, CallRow } from '../../shared/calls/define-call';
import type { BodyArgs } from '../lib/api/api-client';
import { CallRefused } from '../lib/api/call-refused';
import { failedWith, type CallState, type Settled } from '../lib/api/call-state';
import { useApi, useToasts } from './portal-context';

/**
 * Calls made in the browser once the page is there.
 *
 * `load` runs whenever `deps` change and on `retry`; `null` waits (no session yet). An answer that arrives after
 * the deps moved on is dropped. `set` replaces the loaded value (after an edit).
 *
 * `send` makes one call for an action (a form, a button): a refusal shows the server's msg as an error toast and
 * the form stays (SPEC §8); HTTP failures are toasted by the API client unless silent.
 */
export function useCall<T = never>(load: (() => Promise<T>) | null = null, deps: DependencyList = []) {
  const api = useApi();
  const toasts = useToasts();
  const [state, setState] = useState<CallState<T>>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const waiting = load === null;
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState({ status: 'pending' });
    load().then(
      (value) => live && setState({ status: 'done', value }),
      (error: unknown) => live && setState(failedWith(error)),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; what it loads changes with `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, waiting, attempt]);

  const send = useCallback(
    async <R extends CallRow>(row: R, ...args: BodyArgs<R>): Promise<Settled<CallReply<R>>> => {
      try {
        return { status: 'done', value: await api.call(row, ...args) };
      } catch (error) {
        if (error instanceof CallRefused) toasts.show(error.message, 'error');
        return failedWith(error);
      }
    },
    [api, toasts],
  );

  return {
    state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    set: useCallback((value: T) => setState({ status: 'done', value }), []),
    send,
  };
}
