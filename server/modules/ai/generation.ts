import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AI_CODES, AI_TOOL_KINDS, type AiMode, type Citation, type ToolStatus } from '../../../shared/calls/ai-tools';
import { serverText } from '../../server-text';
import { fail, Failure } from '../../services/failure';
import { consumptionRule, refund, spend, type Spent } from '../points/public';
import type { ChatProvider } from './ai-runtime';
import { aiText } from './ai-text';
import type { GenerationClaim } from './generation-claims';
import type { ChatMessage, GenerationJob } from './generation-contract';
import { offlineComposition, offlineDraft } from './offline-drafter';
import { ProviderError } from './openai-provider';
import { wellFormedPieces } from './well-formed-pieces';
import { CITED_TYPES, retrieve, retrievePassages, type CitedType, type Passage } from './retrieval';
import { openSse, type SseWriter } from './sse';

// The generation core: spend one use of the tool's quota, then stream the answer as server-sent
// events from the model or the offline drafter, storing the text as it grows. The browser aborting ends it as
// stopped (the use stays spent); a provider failure ends it as failed, keeps the partial text and refunds. Losing
// the subject's claim (generation-claims.ts) ends it as interrupted, settled like a crashed process's.

/** What a generation rests on: the passages it cites, and offline the whole text drafted from them. */
interface Grounding {
  citations: Citation[];
  /** Offline mode only: the text to stream. */
  offlineText?: string;
}

/**
 * Q&A on standards always rests on the standards library; offline drafts on the whole library. Offline, the
 * citations are the documents the draft's sentences come from, one each, numbered as in the text.
 */
async function groundingFor(app: FastifyInstance, job: GenerationJob, mode: AiMode): Promise<Grounding> {
  const types: readonly CitedType[] = job.tool === 'standards' ? ['standard'] : CITED_TYPES;
  const retrieved = <T>(find: () => Promise<T[]>) =>
    find().catch((err: unknown) => {
      app.log.error({ err, reference: job.reference }, 'ai: retrieval failed');
      return [] as T[];
    });
  if (mode === 'model')
    return { citations: job.tool === 'standards' ? await retrieved(() => retrieve(app.db, job.retrievalQuery, types)) : [] };
  const passages: Passage[] =
    job.offline.kind === 'outline' ? [] : await retrieved(() => retrievePassages(app.db, job.retrievalQuery, types));
  const composed = offlineComposition(job.offline, passages);
  return { citations: composed.citations, offlineText: composed.text };
}

/** The job's messages, with the retrieved passages told to the model after its system prompt. */
function modelMessages(job: GenerationJob, citations: readonly Citation[]): ChatMessage[] {
  if (!citations.length) return job.messages;
  const passages = citations.map((citation, index) => aiText('prompts.passage', { ...citation, n: index + 1 })).join('\n');
  const context: ChatMessage = { role: 'system', content: aiText('prompts.passages', { passages }) };
  const systems = job.messages.findIndex((message) => message.role !== 'system');
  const at = systems < 0 ? job.messages.length : systems;
  return [...job.messages.slice(0, at), context, ...job.messages.slice(at)];
}

/**
 * The provider's pieces; a stream that sends nothing for `stallMs` fails (and its request is aborted). A timer
 * that fires late because the process was busy first lets the input already waiting be read.
 */
async function* unstalled(
  provider: ChatProvider,
  messages: ChatMessage[],
  controller: AbortController,
  stallMs: number,
): AsyncIterable<string> {
  const pieces = provider.stream(messages, controller.signal)[Symbol.asyncIterator]();
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    let arrived = false;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          setImmediate(() => {
            if (arrived) return;
            reject(new ProviderError('stall'));
            controller.abort();
          }),
        stallMs,
      );
    });
    try {
      const next = await Promise.race([pieces.next(), stalled]);
      arrived = true;
      if (next.done) return;
      yield next.value;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Saves while the text streams at most every `everyMs`, one save at a time and in order. */
function progressSaver(app: FastifyInstance, job: GenerationJob, everyMs: number, store: (text: string) => Promise<unknown>) {
  let last = Date.now();
  let chain: Promise<unknown> = Promise.resolve();
  return {
    progress(text: string) {
      if (Date.now() - last < everyMs) return;
      last = Date.now();
      chain = chain
        .then(() => store(text))
        .catch((err: unknown) => app.log.error({ err, reference: job.reference }, 'ai: progress save failed'));
    },
    settled: () => chain,
  };
}

async function spendUse(app: FastifyInstance, job: GenerationJob): Promise<Spent> {
  const kind = AI_TOOL_KINDS[job.tool];
  try {
    const { costPerUse } = await consumptionRule(app.db, kind);
    return await spend(app.db, job.userId, kind, costPerUse, `ai:${job.tool}`, job.reference, app.now());
  } catch (error) {
    if (error instanceof Failure && error.reason === 'points.residueShort') throw fail('ai.quotaShort');
    throw error;
  }
}

async function refundUse(app: FastifyInstance, job: GenerationJob, spent: Spent): Promise<boolean> {
  try {
    await refund(app.db, job.userId, spent.entryId, app.now());
    return true;
  } catch (err) {
    app.log.error({ err, reference: job.reference }, 'ai: refund failed');
    return false;
  }
}

interface Outcome {
  text: string;
  status: Exclude<ToolStatus, 'streaming'>;
  error?: unknown;
}

/** Streams the pieces to the browser until they end, the browser goes away, the claim is lost, or the provider fails. */
async function streamPieces(
  app: FastifyInstance,
  job: GenerationJob,
  sse: SseWriter,
  generation: { mode: AiMode; grounding: Grounding; lost: AbortSignal },
  onProgress: (text: string) => void,
): Promise<Outcome> {
  const { mode, grounding, lost } = generation;
  const controller = new AbortController();
  let stopped = false;
  sse.onAbort(() => {
    stopped = true;
    controller.abort();
  });
  const onLost = () => controller.abort();
  lost.addEventListener('abort', onLost);
  const ended = (): Outcome['status'] | null => (lost.aborted ? 'interrupted' : stopped ? 'stopped' : null);
  let text = '';
  try {
    const pieces =
      mode === 'model' && app.ai.provider
        ? unstalled(app.ai.provider, modelMessages(job, grounding.citations), controller, app.ai.stallMs)
        : offlineDraft(grounding.offlineText ?? '', controller.signal, app.ai.offlinePieceMs);
    for await (const piece of wellFormedPieces(pieces)) {
      if (ended()) break;
      text += piece;
      sse.send({ type: 'delta', text: piece });
      onProgress(text);
    }
    return { text, status: ended() ?? 'done' };
  } catch (error) {
    const status = ended();
    return status ? { text, status } : { text, status: 'failed', error };
  } finally {
    lost.removeEventListener('abort', onLost);
  }
}

/**
 * The claim was lost mid-stream: another process may hold the subject now, so the final text is not stored over
 * its rows; the settle marks this generation's rows interrupted and refunds its use (once, whoever settles).
 */
async function interrupted(app: FastifyInstance, job: GenerationJob, claim: GenerationClaim, spent: Spent, sse: SseWriter): Promise<void> {
  app.log.warn({ reference: job.reference }, 'ai: generation claim lost, generation interrupted');
  const refunded = await claim.interrupt(spent.entryId).catch((err: unknown) => {
    app.log.error({ err, reference: job.reference }, 'ai: interrupted generation not settled');
    return false;
  });
  sse.send({ type: 'error', code: AI_CODES.providerFailed, msg: serverText('ai.interrupted'), refunded });
}

/**
 * Runs one generation for a caller the route has already checked, holding the subject's claim: spends one use of
 * the tool's quota (a short quota answers 43002 as JSON, by throwing), then answers text/event-stream: start,
 * deltas, citations, and done or error. Never throws once the stream has started.
 */
export async function runGeneration(
  app: FastifyInstance,
  http: { request: FastifyRequest; reply: FastifyReply },
  job: GenerationJob,
  claim: GenerationClaim,
): Promise<void> {
  const mode = app.ai.mode;
  const spent = await spendUse(app, job);
  let grounding: Grounding;
  let messageId: number | null;
  try {
    await claim.recordSpend(job.userId, spent.entryId);
    grounding = await groundingFor(app, job, mode);
    messageId = await job.save('', 'streaming', grounding.citations, mode, spent.entryId);
  } catch (error) {
    await refundUse(app, job, spent);
    throw error;
  }

  const sse = openSse(http.reply);
  sse.send({ type: 'start', mode, messageId, sectionIndex: job.sectionIndex ?? null, balance: spent.balance });
  const { citations } = grounding;
  if (citations.length) sse.send({ type: 'citations', citations });
  const store = (text: string, status: ToolStatus) => job.save(text, status, citations, mode, spent.entryId);
  const saver = progressSaver(app, job, app.ai.saveEveryMs, (text) => store(text, 'streaming'));
  const outcome = await streamPieces(app, job, sse, { mode, grounding, lost: claim.lost }, saver.progress);
  await saver.settled();
  if (outcome.status === 'interrupted') {
    await interrupted(app, job, claim, spent, sse);
    sse.end();
    return;
  }
  try {
    await store(outcome.text, outcome.status);
  } catch (err) {
    app.log.error({ err, reference: job.reference }, 'ai: final save failed');
  }
  if (outcome.status === 'failed') {
    app.log.warn({ err: outcome.error, reference: job.reference }, 'ai: generation failed');
    const refunded = await refundUse(app, job, spent);
    sse.send({ type: 'error', code: AI_CODES.providerFailed, msg: serverText('ai.providerFailed'), refunded });
  } else {
    sse.send({ type: 'done', status: outcome.status });
  }
  sse.end();
}
