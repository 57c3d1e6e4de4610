import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CHAT_TOOLS, type ChatTool, type ConversationSummary } from '../../../../shared/calls/ai-tools';
import { LoadedView } from '../../../engine/content/loaded-view';
import { usePageData } from '../../../engine/content/use-page-data';
import { hrefOf } from '../../../engine/href';
import type { PageLoadArgs } from '../../../engine/page-load';
import { useToasts } from '../../../engine/portal-context';
import { EmptyState } from '../../../lib/ui/empty-state';
import { CallStateView } from '../../../lib/ui/call-state-view';
import { mobile } from '../../../lib/ui/media';
import { PageShell } from '../../../lib/ui/page-shell';
import { surfacePanel } from '../../../lib/ui/surface';
import { loadCatalogue, type CatalogueData } from '../catalogue/tool-entry';
import { ModeBanner } from '../shared/mode-banner';
import { useAiSession } from '../shared/use-ai-session';
import {
  createConversation,
  deleteConversation,
  loadConversation,
  loadConversations,
  renameConversation,
  titleOf,
  type ChatSession,
} from './chat-api';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { useCall } from '../../../engine/use-call';

export const loadData = (args: PageLoadArgs) => loadCatalogue(args);

const Layout = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  padding-bottom: 40px;
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Aside = styled.aside<{ $open: boolean }>`
  ${surfacePanel}
  padding: 16px;
  h2 {
    font-size: 16px;
    margin-bottom: 12px;
  }
  ${mobile} {
    padding: 12px;
    .ai-list-body {
      display: ${({ $open }) => ($open ? 'block' : 'none')};
    }
  }
`;

const Toggle = styled.button`
  display: none;
  ${mobile} {
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: center;
    padding: 4px 0;
    border: none;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

const ListHeading = styled.h2`
  ${mobile} {
    display: none;
  }
`;

const Main = styled.section`
  ${surfacePanel}
  padding: 20px;
  min-width: 0;
  h2 {
    font-size: 18px;
    margin-bottom: 4px;
    overflow-wrap: anywhere;
  }
  ${mobile} {
    padding: 14px;
  }
`;

const Sub = styled.p`
  margin-bottom: 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const chatToolOf = (value: string | null): ChatTool => CHAT_TOOLS.find((tool) => tool === value) ?? 'writing';

/** /Conversation?id=…: the user's conversations beside the open one; ?tool=… starts a new one of that tool. */
export default function ConversationPage() {
  const { t } = useTranslation('ai');
  const data = usePageData<CatalogueData>();
  const { api, token } = useAiSession();
  const toasts = useToasts();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const openId = Number(params.get('id')) || null;
  const newTool = chatToolOf(params.get('tool'));
  const pending = (location.state as { ask?: string } | null)?.ask ?? null;
  const session = useMemo<ChatSession | null>(() => (token ? { api, token, fallback: t('errors:http.network') } : null), [api, token, t]);

  const [page, setPage] = useState(1);
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const [listOpen, setListOpen] = useState(openId === null);
  // On a phone the list folds away once a conversation is chosen, so the chat is what shows.
  useEffect(() => {
    if (openId !== null) setListOpen(false);
  }, [openId]);
  const [titles, setTitles] = useState<Record<number, string>>({});
  const list = useCall(session ? () => loadConversations(session, page) : null, [session, page, version]);
  const thread = useCall(session && openId ? () => loadConversation(session, openId) : null, [session, openId]);

  const fail = (error: unknown): never => {
    toasts.show(error instanceof Error ? error.message : String(error), 'error');
    throw error;
  };
  const rename = async (item: ConversationSummary, title: string) => {
    if (!session) return;
    const model = await renameConversation(session, item.id, title).catch(fail);
    setTitles((known) => ({ ...known, [model.id]: model.title }));
    changed();
  };
  const remove = async (item: ConversationSummary) => {
    if (!session) return;
    try {
      await deleteConversation(session, item.id);
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : String(error), 'error');
      return;
    }
    toasts.show(t('chat.list.deleted'), 'success');
    if (list.state.status === 'done' && list.state.value.list.length === 1 && page > 1) setPage(page - 1);
    if (item.id === openId) navigate(hrefOf('Conversation', {}, { tool: item.tool }), { replace: true });
    changed();
  };
  const create = async (prompt: string) => {
    if (!session) return;
    const model = await createConversation(session, newTool, titleOf(prompt));
    changed();
    navigate(hrefOf('Conversation', {}, { id: String(model.id) }), { state: { ask: prompt } });
  };
  const asked = () => {
    changed();
    // The first question is asked: a reload must not ask it again.
    if (pending) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  const listTitle = list.state.status === 'done' ? t('chat.list.titleCount', { count: list.state.value.total }) : t('chat.list.title');
  return (
    <PageShell title={t('routes:Conversation')} lead={t('chat.lead')}>
      <LoadedView loaded={data.catalogue}>{({ mode, model }) => <ModeBanner mode={mode} model={model} />}</LoadedView>
      <Layout>
        <Aside $open={listOpen} aria-label={t('chat.list.title')}>
          <Toggle type="button" aria-expanded={listOpen} aria-controls="ai-conversation-list" onClick={() => setListOpen((open) => !open)}>
            <span>{listTitle}</span>
            <span aria-hidden="true">{listOpen ? '−' : '+'}</span>
          </Toggle>
          <ListHeading>{listTitle}</ListHeading>
          <div className="ai-list-body" id="ai-conversation-list">
            <CallStateView state={list.state} onRetry={list.retry}>
              {(value) => (
                <ConversationList
                  list={value.list}
                  total={value.total}
                  page={page}
                  openId={openId}
                  onPage={setPage}
                  onRename={rename}
                  onDelete={remove}
                />
              )}
            </CallStateView>
          </div>
        </Aside>
        <Main aria-label={t('chat.threadLabel')} data-testid="ai-thread">
          {openId === null ? (
            <>
              <h2>{t(`chat.list.new.${newTool}`)}</h2>
              <Sub>{t(`catalogue.tools.${newTool}.summary`)}</Sub>
              {session ? (
                <ConversationThread key={`new-${newTool}`} tool={newTool} id={null} initial={[]} create={create} onAsked={asked} />
              ) : (
                <EmptyState>{t('common:loading')}</EmptyState>
              )}
            </>
          ) : (
            <CallStateView state={thread.state} onRetry={thread.retry}>
              {({ model, messages }) => (
                <>
                  <h2 data-testid="ai-thread-title">{titles[model.id] ?? model.title}</h2>
                  <Sub>{t(`catalogue.tools.${model.tool}.name`)}</Sub>
                  <ConversationThread
                    key={model.id}
                    tool={model.tool}
                    id={model.id}
                    initial={messages}
                    create={create}
                    pending={pending}
                    onAsked={asked}
                  />
                </>
              )}
            </CallStateView>
          )}
        </Main>
      </Layout>
    </PageShell>
  );
}
