import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { aiToolCalls, type AiMessage, type ChatTool } from '../../../../shared/calls/ai-tools';
import { Button } from '../../../lib/ui/button';
import { QUOTA_SHORT_CODE, QuotaNotice } from '../shared/quota-notice';
import { useGeneration, type GenerationError, type GenerationState } from '../shared/use-generation';
import { MessageView, type ThreadMessage } from './message-view';
import { PromptBox } from './prompt-box';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.div`
  padding: 24px 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  ul {
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
`;

const Example = styled(Button)`
  white-space: normal;
  text-align: left;
  min-height: 32px;
  padding: 4px 12px;
  margin-top: 6px;
`;

const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
`;

const EXAMPLE_COUNT = 3;

interface ThreadProps {
  tool: ChatTool;
  /** The saved messages, or [] for a conversation not created yet. */
  initial: readonly AiMessage[];
  /** The open conversation, or null for a new one, created on its first question by `create`. */
  id: number | null;
  /** Creates the conversation and opens it with its first question pending. */
  create: (prompt: string) => Promise<void>;
  /** A question to ask at once (the first one of a conversation just created). */
  pending?: string | null;
  onAsked: () => void;
}

const nextLocalId = (() => {
  let id = 0;
  return () => --id;
})();

function answerOf(final: GenerationState): ThreadMessage {
  return {
    id: final.messageId ?? nextLocalId(),
    role: 'assistant',
    content: final.text,
    status: final.status === 'idle' || final.status === 'streaming' ? 'failed' : final.status,
    mode: final.mode,
    citations: final.citations,
    createdAt: new Date().toISOString(),
    error: final.error,
  };
}

/** The open conversation: its messages, the answer streaming in, stop, regenerate, and the question box. */
export function ConversationThread({ tool, initial, id, create, pending, onAsked }: ThreadProps) {
  const { t } = useTranslation('ai');
  const generation = useGeneration();
  const [messages, setMessages] = useState<ThreadMessage[]>(() => [...initial]);
  const [prompt, setPrompt] = useState('');
  const [refusal, setRefusal] = useState<GenerationError | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const streaming = generation.status === 'streaming';

  // New messages and the streaming answer come into view; opening the page leaves it at its top.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) endRef.current?.scrollIntoView?.({ block: 'nearest' });
    opened.current = true;
  }, [messages.length, streaming]);

  const announce = (final: GenerationState) =>
    setAnnouncement(
      final.status === 'failed'
        ? (final.error?.msg ?? t('chat.status.failed'))
        : t(`chat.announce.${final.status === 'stopped' ? 'stopped' : 'done'}`),
    );

  /** Runs one generation; a refusal before it started (quota, busy) undoes the optimistic change. */
  async function run(body: { id: number; prompt?: string; regenerate?: boolean }, undo: () => void) {
    setRefusal(null);
    setAnnouncement('');
    const final = await generation.start(aiToolCalls.ask, body);
    if (final.status === 'failed' && final.mode === null) {
      undo();
      setRefusal(final.error);
      setAnnouncement(final.error?.msg ?? '');
      return;
    }
    setMessages((list) => [...list, answerOf(final)]);
    announce(final);
    onAsked();
  }

  async function ask(text: string) {
    const question = text.trim();
    if (!question) return;
    if (id === null) {
      try {
        await create(question);
      } catch (error) {
        setRefusal({ msg: error instanceof Error ? error.message : String(error), refunded: false });
      }
      return;
    }
    setPrompt('');
    const local: ThreadMessage = {
      id: nextLocalId(),
      role: 'user',
      content: question,
      status: 'done',
      mode: null,
      citations: [],
      createdAt: new Date().toISOString(),
    };
    setMessages((list) => [...list, local]);
    await run({ id, prompt: question }, () => {
      setMessages((list) => list.filter((message) => message !== local));
      setPrompt(text);
    });
  }

  async function regenerate() {
    const last = messages[messages.length - 1];
    if (!last || last.role !== 'assistant' || id === null) return;
    setMessages((list) => list.slice(0, -1));
    await run({ id, regenerate: true }, () => setMessages((list) => [...list, last]));
  }

  const asked = useRef(false);
  useEffect(() => {
    if (!pending || asked.current) return;
    asked.current = true;
    void ask(pending);
    // The first question of a conversation just created is asked once, when the thread opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  const last = messages[messages.length - 1];
  const live: ThreadMessage | null = streaming ? { ...answerOf(generation), status: 'streaming', id: 0 } : null;
  return (
    <Box>
      {messages.length === 0 && !live ? (
        <Hint data-testid="ai-thread-empty">
          <p>{t(`chat.tools.${tool}.hint`)}</p>
          <ul>
            {Array.from({ length: EXAMPLE_COUNT }, (_, index) => (
              <li key={index}>
                <Example type="button" $variant="plain" onClick={() => setPrompt(t(`chat.tools.${tool}.examples.${index}`))}>
                  {t(`chat.tools.${tool}.examples.${index}`)}
                </Example>
              </li>
            ))}
          </ul>
        </Hint>
      ) : (
        <Messages aria-label={t('chat.messagesLabel')} data-testid="ai-messages">
          {messages.map((message) => (
            <MessageView
              key={message.id}
              message={message}
              actions={
                message === last && message.role === 'assistant' && !streaming ? (
                  <Button type="button" $variant="plain" onClick={() => void regenerate()} data-testid="ai-regenerate">
                    {t('chat.regenerate')}
                  </Button>
                ) : undefined
              }
            />
          ))}
          {live && <MessageView key="live" message={live} live />}
        </Messages>
      )}
      <div ref={endRef} />
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {refusal &&
        (refusal.code === QUOTA_SHORT_CODE ? (
          <QuotaNotice message={refusal.msg} />
        ) : (
          <Refusal role="alert" data-testid="ai-refusal">
            {refusal.msg}
          </Refusal>
        ))}
      <PromptBox
        value={prompt}
        onChange={setPrompt}
        onSend={() => void ask(prompt)}
        onStop={generation.stop}
        streaming={streaming}
        placeholder={t(`chat.tools.${tool}.placeholder`)}
      />
    </Box>
  );
}
