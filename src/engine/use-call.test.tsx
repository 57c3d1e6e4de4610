import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineCalls } from '../../shared/calls/define-call';
import { AnyObject, Reply } from '../../shared/calls/schema';
import { ApiFailure, type ApiClient } from '../lib/api/api-client';
import { CallRefused } from '../lib/api/call-refused';
import { PortalContext, type PortalContextValue } from './portal-context';
import { useCall } from './use-call';

const rows = defineCalls('test', { save: { path: '/save', body: AnyObject, reply: Reply({}) } });

function setup(call: ApiClient['call'] = vi.fn()) {
  const show = vi.fn();
  const portal = { api: { call }, toasts: { show } } as unknown as PortalContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
  return { wrapper, show };
}

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useCall', () => {
  it('is pending, then done with what the load answered', async () => {
    const { wrapper } = setup();
    const answer = deferred<string>();
    const { result } = renderHook(() => useCall(() => answer.promise, []), { wrapper });
    expect(result.current.state).toEqual({ status: 'pending' });
    await act(async () => answer.resolve('data'));
    expect(result.current.state).toEqual({ status: 'done', value: 'data' });
  });

  it("a refusal fails with the server's msg and code", async () => {
    const { wrapper } = setup();
    const load = () => Promise.reject(new CallRefused('no such thing', '40400', { hint: 1 }));
    const { result } = renderHook(() => useCall(load, []), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(result.current.state).toEqual({ status: 'failed', message: 'no such thing', code: '40400', extra: { hint: 1 } });
  });

  it('an HTTP failure fails with its SPEC §8 message', async () => {
    const { wrapper } = setup();
    const load = () => Promise.reject(new ApiFailure('network down', undefined, undefined));
    const { result } = renderHook(() => useCall(load, []), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', message: 'network down' }));
  });

  it('retry loads again: pending, then the new answer', async () => {
    const { wrapper } = setup();
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new CallRefused('busy', '42900')).mockResolvedValueOnce(2);
    const { result } = renderHook(() => useCall(load, []), { wrapper });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'failed', message: 'busy' }));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ status: 'pending' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', value: 2 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits while the load is null, and drops an answer that arrives after the deps moved on', async () => {
    const { wrapper } = setup();
    const first = deferred<string>();
    const second = deferred<string>();
    const loads: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useCall(key ? () => loads[key]! : null, [key]), {
      wrapper,
      initialProps: { key: null as string | null },
    });
    expect(result.current.state).toEqual({ status: 'pending' });
    rerender({ key: 'a' });
    rerender({ key: 'b' });
    await act(async () => first.resolve('stale'));
    expect(result.current.state).toEqual({ status: 'pending' });
    await act(async () => second.resolve('fresh'));
    expect(result.current.state).toEqual({ status: 'done', value: 'fresh' });
  });

  it('set replaces the loaded value', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useCall(() => Promise.resolve(1), []), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', value: 1 }));
    act(() => result.current.set(5));
    expect(result.current.state).toEqual({ status: 'done', value: 5 });
  });

  describe('send', () => {
    it('answers done with the reply, and toasts nothing', async () => {
      const call = vi.fn(() => Promise.resolve({ code: '30000', msg: 'ok', id: 7 }));
      const { wrapper, show } = setup(call as unknown as ApiClient['call']);
      const { result } = renderHook(() => useCall(), { wrapper });
      const answer = await result.current.send(rows.save, { name: 'x' }, { token: 't' });
      expect(answer).toEqual({ status: 'done', value: { code: '30000', msg: 'ok', id: 7 } });
      expect(call).toHaveBeenCalledWith(rows.save, { name: 'x' }, { token: 't' });
      expect(show).not.toHaveBeenCalled();
    });

    it("shows a refusal's msg as an error toast and answers failed with its code and extra fields", async () => {
      const call = vi.fn(() => Promise.reject(new CallRefused('wrong code', '40001', { icodeRequired: true })));
      const { wrapper, show } = setup(call as unknown as ApiClient['call']);
      const { result } = renderHook(() => useCall(), { wrapper });
      const answer = await result.current.send(rows.save, {});
      expect(answer).toEqual({ status: 'failed', message: 'wrong code', code: '40001', extra: { icodeRequired: true } });
      expect(show).toHaveBeenCalledWith('wrong code', 'error');
    });

    it('leaves the toast of an HTTP failure to the API client', async () => {
      const call = vi.fn(() => Promise.reject(new ApiFailure('timeout', undefined, undefined)));
      const { wrapper, show } = setup(call as unknown as ApiClient['call']);
      const { result } = renderHook(() => useCall(), { wrapper });
      expect(await result.current.send(rows.save, {})).toEqual({ status: 'failed', message: 'timeout' });
      expect(show).not.toHaveBeenCalled();
    });
  });
});
