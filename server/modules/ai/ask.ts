import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AiMessage, ChatTool, ConversationSummary } from '../../../shared/calls/ai-tools';
import { chinaWallClock } from '../../../shared/china-time';
import { readDay } from '../../services/daily-reads';
import { fail } from '../../services/failure';
import { aiText } from './ai-text';
import { conversationMessages, ownConversation, saveAnswer, startAnswer } from './conversations';
import { claimGeneration } from './generation-claims';
import type { ChatMessage, GenerationJob } from './generation-contract';
import { runGeneration } from './generation';

// A question asked in a conversation (or its last answer regenerated): the job runGeneration streams, with
// the conversation's recent messages as the model's context.

/** Earlier messages sent to the model with a question. */
const HISTORY_MESSAGES = 12;
/** Characters of a first question that become the title of a conversation still named by default. */
const TITLE_FROM_QUESTION = 30;

/** The title of a conversation created without one: the locale's words with the date and time (UTC+8). */
export function defaultTitle(at: Date): string {
  const time = chinaWallClock(at.getTime()).slice(11, 16);
  return aiText('conversation.defaultTitle', { date: readDay(at), time });
}

function history(messages: readonly AiMessage[]): ChatMessage[] {
  return messages
    .filter((message) => message.content.trim() !== '')
    .slice(-HISTORY_MESSAGES)
    .map((message) => ({ role: message.role, content: message.content }));
}

interface Question {
  prompt: string;
  regenerate: boolean;
  earlier: AiMessage[];
}

/** The question to answer and the messages before it; a regenerate answers the last question again. */
function questionOf(messages: AiMessage[], prompt: string | undefined, regenerate: boolean | undefined): Question {
  if (prompt) return { prompt, regenerate: false, earlier: messages };
  if (!regenerate) throw fail('ai.noQuestion');
  const last = messages.findLastIndex((message) => message.role === 'user');
  if (last < 0) throw fail('ai.nothingToRegenerate');
  return { prompt: messages[last]!.content, regenerate: true, earlier: messages.slice(0, last) };
}

function jobOf(app: FastifyInstance, userId: string, conversation: ConversationSummary, question: Question): GenerationJob {
  const tool: ChatTool = conversation.tool;
  const retitle =
    !question.regenerate && question.earlier.length === 0
      ? [...question.prompt.replace(/\s+/g, ' ').trim()].slice(0, TITLE_FROM_QUESTION).join('')
      : undefined;
  let messageId: number | null = null;
  return {
    userId,
    tool,
    reference: `conversation:${conversation.id}`,
    messages: [
      { role: 'system', content: aiText(`prompts.system.${tool}`) },
      ...history(question.earlier),
      { role: 'user', content: question.prompt },
    ],
    offline: { kind: 'answer', tool, question: question.prompt },
    retrievalQuery: question.prompt,
    async save(content, status, citations, mode, spendEntryId) {
      const state = { content, status, citations, mode, spendEntryId };
      if (messageId === null) {
        const asked = question.regenerate ? { regenerate: true as const } : { prompt: question.prompt };
        messageId = await startAnswer(app.db, conversation.id, asked, state, app.now(), retitle);
      } else {
        await saveAnswer(app.db, messageId, state);
      }
      return messageId;
    },
  };
}

/**
 * The ask row: streams the answer to a new question, or a new answer to the last question. Refuses another
 * user's conversation (40400), a conversation already streaming (44002), and no question (40001).
 */
export async function askInConversation(
  app: FastifyInstance,
  http: { request: FastifyRequest; reply: FastifyReply },
  userId: string,
  body: { id: number; prompt?: string; regenerate?: boolean },
): Promise<void> {
  const conversation = await ownConversation(app.db, userId, body.id);
  const deps = { db: app.db, log: app.log, ttlMs: app.ai.claimTtlMs };
  const claim = await claimGeneration(deps, { kind: 'conversation', id: conversation.id }, () => fail('ai.busy'));
  try {
    const question = questionOf(await conversationMessages(app.db, conversation.id), body.prompt, body.regenerate);
    await runGeneration(app, http, jobOf(app, userId, conversation, question), claim);
  } finally {
    await claim.release();
  }
}
