import type { Citation } from '../../../shared/calls/ai-tools';
import { aiList, aiText } from './ai-text';
import type { OfflineTask } from './generation-contract';

// The offline drafting mode: without a model, answers, outlines and section drafts are written from the
// templates of locales/zh-cn/ai-server.json, filled with the passages retrieved from the portal's own
// library and cited by number. It says plainly that it is not a model, and streams in small pieces like one.

/** Characters a piece of the stream holds. */
const PIECE_CHARS = 12;

function passages(template: string, citations: readonly Citation[]): string {
  return citations.map((citation, index) => aiText(template, { ...citation, n: index + 1 })).join('');
}

function answerText(task: Extract<OfflineTask, { kind: 'answer' }>, citations: readonly Citation[]): string {
  const question = task.question.replace(/\s+/g, ' ').trim().slice(0, 80);
  if (!citations.length) return aiText('offlineNotice') + aiText('answer.none', { question });
  return aiText('offlineNotice') + aiText('answer.intro', { question }) + passages('answer.passage', citations) + aiText('answer.closing');
}

/** The headings of an outline, one a line (a field left empty leaves its heading without it). */
export function outlineHeadings(task: Extract<OfflineTask, { kind: 'outline' }>): string[] {
  return aiList(`outline.${task.tool}`, { field: task.field.trim() }).map((heading) => heading.trim());
}

function sectionText(task: Extract<OfflineTask, { kind: 'section' }>, citations: readonly Citation[]): string {
  const outline = task.outline.join(aiText('section.outlineSeparator'));
  const intro = aiText(`section.intro.${task.tool}`, { heading: task.heading, title: task.title, outline });
  const body = citations.length ? aiText('section.lead') + passages('section.passage', citations) : aiText('section.none');
  return intro + body + aiText(`section.closing.${task.tool}`);
}

/** The whole offline text of a task. An outline is its headings alone, one a line, as a model is asked to write it. */
export function offlineText(task: OfflineTask, citations: readonly Citation[]): string {
  switch (task.kind) {
    case 'answer':
      return answerText(task, citations);
    case 'outline':
      return outlineHeadings(task).join('\n');
    case 'section':
      return sectionText(task, citations);
  }
}

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
export async function* offlineDraft(
  task: OfflineTask,
  citations: readonly Citation[],
  signal: AbortSignal,
  pieceMs: number,
): AsyncIterable<string> {
  const chars = [...offlineText(task, citations)];
  for (let at = 0; at < chars.length; at += PIECE_CHARS) {
    if (signal.aborted) return;
    if (at > 0) await pause(pieceMs, signal);
    if (signal.aborted) return;
    yield chars.slice(at, at + PIECE_CHARS).join('');
  }
}
