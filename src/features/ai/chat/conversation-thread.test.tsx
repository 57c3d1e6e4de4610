import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiMessage, GenerationEvent } from '../../../../shared/calls/ai-tools';
import { createI18n } from '../../../../shared/create-i18n';
import type { Theme } from '../../../../shared/theme-types';
import theme from '../../../../themes/main.json';
import { PortalContext, type PortalContextValue } from '../../../engine/portal-context';
import { userInfoAtom } from '../../../engine/state/portal-atoms';
import { ConversationThread } from './conversation-thread';

const i18n = createI18n();
const portal = { bootstrap: { apiBase: '/api' }, tenant: { id: 'main' }, api: {} } as unknown as PortalContextValue;
const sse = (events: GenerationEvent[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), { headers: { 'content-type': 'text/event-stream' } });
const answered: AiMessage[] = [
  { id: 1, role: 'user', content: '问题一', status: 'done', mode: null, citations: [], createdAt: '2026-11-25T00:00:00.000Z' },
  {
    id: 2,
    role: 'assistant',
    content: '**回答一**',
    status: 'done',
    mode: 'offline',
    citations: [],
    createdAt: '2026-11-25T00:00:01.000Z',
  },
];

function renderThread(initial: AiMessage[] = answered) {
  const store = createStore();
  store.set(userInfoAtom, { token: 'tok', realname: 'u', avatarUrl: '' });
  const onAsked = vi.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme as Theme}>
          <PortalContext.Provider value={portal}>
            <MemoryRouter>
              <ConversationThread tool="writing" id={9} initial={initial} create={vi.fn()} onAsked={onAsked} />
            </MemoryRouter>
          </PortalContext.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { onAsked, box: screen.getByTestId('ai-prompt') };
}

afterEach(() => vi.unstubAllGlobals());

describe('ConversationThread', () => {
  it('sends on Enter (not Shift+Enter) and shows the streamed answer as Markdown', async () => {
    const fetchMock = vi.fn(async () =>
      sse([
        { type: 'start', mode: 'offline', messageId: 4, sectionIndex: null, balance: 3 },
        { type: 'delta', text: '## 标题\n\n正文' },
        { type: 'done', status: 'done' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onAsked, box } = renderThread();
    fireEvent.change(box, { target: { value: '问题二' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    await waitFor(() => expect(onAsked).toHaveBeenCalled());
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      id: 9,
      prompt: '问题二',
    });
    const answers = screen.getAllByTestId('ai-message-assistant');
    expect(answers).toHaveLength(2);
    // The Markdown view loads with the first answer shown (plain text until then).
    await waitFor(() => expect(answers[1]!.querySelector('h3')?.textContent).toBe('标题'));
    expect(box).toHaveValue('');
  });

  it('gives the question back and shows the way to earn more when the quota is short', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: '43002', msg: '该工具的剩余额度已用完' })),
    );
    const { onAsked, box } = renderThread();
    fireEvent.change(box, { target: { value: '问题二' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('ai-send'));
    });
    const notice = await screen.findByTestId('ai-quota-short');
    expect(notice).toHaveTextContent('该工具的剩余额度已用完');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/personalCenter');
    expect(box).toHaveValue('问题二');
    expect(screen.getAllByTestId('ai-message-user')).toHaveLength(1);
    expect(onAsked).not.toHaveBeenCalled();
  });

  it('regenerates the last answer in its place, and keeps a failed one with its reason and refund', async () => {
    const fetchMock = vi.fn(async () =>
      sse([
        { type: 'start', mode: 'model', messageId: 5, sectionIndex: null, balance: 2 },
        { type: 'delta', text: '半截' },
        { type: 'error', code: '44001', msg: 'AI 模型服务暂时不可用', refunded: true },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderThread();
    await act(async () => {
      fireEvent.click(screen.getByTestId('ai-regenerate'));
    });
    await waitFor(() => expect(screen.getByTestId('ai-message-assistant')).toHaveAttribute('data-status', 'failed'));
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      id: 9,
      regenerate: true,
    });
    const answer = screen.getByTestId('ai-message-assistant');
    expect(answer).toHaveTextContent('半截');
    expect(answer).not.toHaveTextContent('回答一');
    expect(screen.getByTestId('ai-message-status')).toHaveTextContent('AI 模型服务暂时不可用');
    expect(screen.getByTestId('ai-message-status')).toHaveTextContent('额度已退还');
  });

  it('shows an answer whose process died as interrupted, its part kept and its use refunded', () => {
    renderThread([answered[0]!, { ...answered[1]!, content: '半截回答', status: 'interrupted' }]);
    const answer = screen.getByTestId('ai-message-assistant');
    expect(answer).toHaveAttribute('data-status', 'interrupted');
    expect(answer).toHaveTextContent('半截回答');
    expect(screen.getByTestId('ai-message-status')).toHaveTextContent('生成已中断，请重试');
    expect(screen.getByTestId('ai-message-status')).toHaveTextContent('额度已退还');
  });

  it('counts the prompt against the limit', () => {
    const { box } = renderThread([]);
    fireEvent.change(box, { target: { value: '一二三' } });
    expect(screen.getByTestId('ai-prompt-counter')).toHaveTextContent('3/4000');
    expect(box).toHaveAttribute('maxlength', '4000');
  });
});
