import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiToolCalls, type GenerationEvent } from '../../../../shared/calls/ai-tools';
import { createI18n } from '../../../../shared/create-i18n';
import { PortalContext, type PortalContextValue } from '../../../engine/portal-context';
import { userInfoAtom } from '../../../engine/state/portal-atoms';
import { useGeneration } from './use-generation';

const i18n = createI18n();
const portal = { bootstrap: { apiBase: '/api' }, tenant: { id: 'main' }, api: {} } as unknown as PortalContextValue;
const encoder = new TextEncoder();
const frame = (event: GenerationEvent | string) => encoder.encode(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);

/** A streamed answer whose chunks the test releases one at a time; it ends when the list ends. */
function streamOf(chunks: Uint8Array[], hold = false) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, chunk] of chunks.entries()) {
        if (hold && index === chunks.length - 1) await gate;
        controller.enqueue(chunk);
      }
      controller.close();
    },
  });
  return { response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }), release };
}

function setup() {
  const store = createStore();
  store.set(userInfoAtom, { token: 'tok', realname: 'u', avatarUrl: '' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
      </I18nextProvider>
    </Provider>
  );
  return renderHook(() => useGeneration(), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

const start: GenerationEvent = { type: 'start', mode: 'offline', messageId: 7, sectionIndex: null, balance: 2 };
const citation = { type: 'standard', id: 1, title: 'GB 50500', href: '/standardDetail/1', excerpt: '计量' };

describe('useGeneration', () => {
  it('streams the text in with the session token and tenant, then the citations and done', async () => {
    const { response } = streamOf([
      frame(start),
      frame({ type: 'delta', text: '第一' }),
      frame({ type: 'delta', text: '段' }),
      frame({ type: 'citations', citations: [citation] }),
      frame({ type: 'done', status: 'done' }),
    ]);
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    const { result } = setup();
    let final: Awaited<ReturnType<typeof result.current.start>> | undefined;
    await act(async () => {
      final = await result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    expect(final).toMatchObject({ status: 'done', text: '第一段', mode: 'offline', messageId: 7, balance: 2 });
    expect(result.current).toMatchObject({ status: 'done', text: '第一段', citations: [citation] });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ai/conversation/ask');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok', 'x-tenant': 'main' });
    expect(JSON.parse(init.body as string)).toEqual({ id: 1, prompt: 'q' });
  });

  it('keeps the partial text, marked stopped, when stopped mid-stream', async () => {
    const { response, release } = streamOf(
      [frame(start), frame({ type: 'delta', text: '半' }), frame({ type: 'delta', text: '截' })],
      true,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.addEventListener('abort', release);
        return response;
      }),
    );
    const { result } = setup();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    await waitFor(() => expect(result.current.text).toBe('半'));
    await act(async () => {
      result.current.stop();
      await done;
    });
    expect(result.current.status).toBe('stopped');
    expect(result.current.text).toBe('半');
  });

  it('keeps the partial text of a failed stream with the server message and refund', async () => {
    const { response } = streamOf([
      frame(start),
      frame({ type: 'delta', text: '部分' }),
      frame({ type: 'error', code: '44001', msg: '模型服务出错', refunded: true }),
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const { result } = setup();
    await act(async () => {
      await result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    expect(result.current).toMatchObject({ status: 'failed', text: '部分', error: { code: '44001', msg: '模型服务出错', refunded: true } });
  });

  it('surfaces a JSON refusal before the stream with its code and message (quota short)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: '43002', msg: '剩余次数不足' })),
    );
    const { result } = setup();
    await act(async () => {
      await result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    expect(result.current).toMatchObject({ status: 'failed', text: '', error: { code: '43002', msg: '剩余次数不足', refunded: false } });
  });

  it('says clearly when a frame is malformed or the network fails, keeping the partial text', async () => {
    const { response } = streamOf([frame(start), frame({ type: 'delta', text: '前文' }), frame('{"type":')]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const { result } = setup();
    await act(async () => {
      await result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    expect(result.current).toMatchObject({ status: 'failed', text: '前文', error: { msg: i18n.t('ai:shared.errors.malformed') } });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(async () => {
      await result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    expect(result.current).toMatchObject({ status: 'failed', error: { msg: i18n.t('ai:shared.errors.network') } });
  });

  it('reports a stream that ends without done or error as cut off', async () => {
    const { response } = streamOf([frame(start), frame({ type: 'delta', text: '一半' })]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const { result } = setup();
    await act(async () => {
      await result.current.start(aiToolCalls.ask, { id: 1, prompt: 'q' });
    });
    expect(result.current).toMatchObject({ status: 'failed', text: '一半', error: { msg: i18n.t('ai:shared.errors.cutOff') } });
  });
});
