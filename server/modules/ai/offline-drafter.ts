import type { Citation } from '../../../shared/calls/ai-tools';
import { aiList, aiText } from './ai-text';
import { extractAnswer, type ExtractedSentence } from './extractive-answer';
import type { OfflineTask } from './generation-contract';
import type { Passage } from './retrieval';

// The offline drafting mode: without a model, an answer is the sentences of the portal's own library that answer
// the question (extractive-answer.ts), and a section draft the sentences that bear on its heading, each cited by
// number, with the templates of locales/zh-cn/ai-server.json around them. It says plainly that it is not a
// model, and streams in small pieces like one.

/** Characters a piece of the stream holds. */
const PIECE_CHARS = 12;
/** Sentences an answer quotes, and from one source at most. */
const ANSWER_SENTENCES = { max: 5, perSource: 3 };
/** Sentences a section draft rests on, and from one source at most. */
const SECTION_SENTENCES = { max: 4, perSource: 2 };

/** What the offline mode writes for a task, and the sources it cites (one per document, numbered as in the text). */
export interface OfflineComposition {
  text: string;
  citations: Citation[];
}

/** A quoted sentence is text, not Markdown: what would turn into a link, emphasis, code or HTML is escaped. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`);

function quoted(template: string, sentences: readonly ExtractedSentence[]): string {
  return sentences.map((sentence) => aiText(template, { sentence: escapeMarkdown(sentence.text), n: sentence.n })).join('');
}

function answerOf(task: Extract<OfflineTask, { kind: 'answer' }>, passages: readonly Passage[]): OfflineComposition {
  const question = task.question.replace(/\s+/g, ' ').trim().slice(0, 80);
  const { sentences, citations } = extractAnswer(task.question, passages, ANSWER_SENTENCES.max, ANSWER_SENTENCES.perSource);
  if (!sentences.length) return { text: aiText('offlineNotice') + aiText('answer.none', { question }), citations: [] };
  const [lead, ...more] = sentences;
  const text =
    aiText('offlineNotice') +
    aiText('answer.intro', { question }) +
    quoted('answer.lead', [lead!]) +
    (more.length ? aiText('answer.more') + quoted('answer.sentence', more) : '') +
    aiText('answer.closing');
  return { text, citations };
}

/** The headings of an outline, one a line (a field left empty leaves its heading without it). */
export function outlineHeadings(task: Extract<OfflineTask, { kind: 'outline' }>): string[] {
  return aiList(`outline.${task.tool}`, { field: task.field.trim() }).map((heading) => heading.trim());
}

function sectionOf(task: Extract<OfflineTask, { kind: 'section' }>, passages: readonly Passage[]): OfflineComposition {
  const outline = task.outline.join(aiText('section.outlineSeparator'));
  const intro = aiText(`section.intro.${task.tool}`, { heading: task.heading, title: task.title, outline });
  const query = `${task.title} ${task.heading}`;
  const { sentences, citations } = extractAnswer(query, passages, SECTION_SENTENCES.max, SECTION_SENTENCES.perSource);
  const body = sentences.length ? aiText('section.lead') + quoted('section.passage', sentences) : aiText('section.none');
  return { text: intro + body + aiText(`section.closing.${task.tool}`), citations };
}

/** The whole offline text of a task and what it cites. An outline is its headings alone, one a line, as a model is asked to write it. */
export function offlineComposition(task: OfflineTask, passages: readonly Passage[]): OfflineComposition {
  switch (task.kind) {
    case 'answer':
      return answerOf(task, passages);
    case 'outline':
      return { text: outlineHeadings(task).join('\n'), citations: [] };
    case 'section':
      return sectionOf(task, passages);
  }
}

/** The whole offline text of a task. */
export const offlineText = (task: OfflineTask, passages: readonly Passage[]): string => offlineComposition(task, passages).text;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** The offline text in pieces of a few characters, `pieceMs` apart; stops when the signal aborts. */
export async function* offlineDraft(text: string, signal: AbortSignal, pieceMs: number): AsyncIterable<string> {
  const chars = [...text];
  for (let at = 0; at < chars.length; at += PIECE_CHARS) {
    if (signal.aborted) return;
    if (at > 0) await pause(pieceMs, signal);
    if (signal.aborted) return;
    yield chars.slice(at, at + PIECE_CHARS).join('');
  }
}
