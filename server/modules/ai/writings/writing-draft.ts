import { OUTLINE_SECTIONS_MAX, type TenderForm, type Writing, type WritingSection } from '../../../../shared/calls/ai-tools';
import content from '../../../../locales/zh-cn/content.json';
import type { Database } from '../../../db/database';
import { serverText } from '../../../server-text';
import { fail } from '../../../services/failure';
import type { ChatMessage, GenerationJob } from '../generation-contract';
import { storeOutline, storeSection } from './writing-store';

// The generations of a paper or tender document: its outline (one heading a line, stored as the sections) and
// the text of one section (stored into it). The generation core (runGeneration) streams them; these jobs say
// what to ask, what to draft offline and where the text goes.

export type DraftRequest = { part: 'outline' } | { part: 'section'; sectionIndex: number };

const HEADING_MAX = 200;
const prompt = (key: string, vars: Record<string, unknown> = {}) => serverText(`aiWriting.prompts.${key}`, vars);

/** A model's outline line without its list or heading marks and its Arabic numbering ("1.", "2)", "3 "). */
const headingOf = (line: string) =>
  [
    ...line
      .trim()
      .replace(/^(#{1,6}|[-*+])\s+/, '')
      .replace(/^\d{1,2}(\.\d{1,2})*[.)\s]\s*/, '')
      .replace(/^\*\*(.+)\*\*$/, '$1')
      .trim(),
  ]
    .slice(0, HEADING_MAX)
    .join('');

/** The outline's headings, one a line, at most OUTLINE_SECTIONS_MAX. */
export function outlineOf(text: string): string[] {
  return text.split('\n').map(headingOf).filter(Boolean).slice(0, OUTLINE_SECTIONS_MAX);
}

const tradeName = (kind: string) => (content.tradeCategories as Record<string, string>)[kind] ?? kind;

/** What the writing is about, told to the model and the offline drafter: the paper's field or the tender's form. */
function contextOf(writing: Writing): string {
  if (writing.tool === 'tender' && writing.tender) {
    const tender: TenderForm = writing.tender;
    return prompt('tenderContext', { ...tender, kind: tradeName(tender.kind) });
  }
  return writing.field ? prompt('fieldContext', { field: writing.field }) : '';
}

function systemMessage(writing: Writing): ChatMessage {
  return { role: 'system', content: prompt(writing.tool === 'tender' ? 'tenderSystem' : 'paperSystem') };
}

interface DraftDeps {
  db: Database;
  now: () => Date;
}

/** The generation of a writing's outline or of one of its sections (40001 for a section it does not have). */
export function draftJob(
  { db, now }: DraftDeps,
  userId: string,
  writing: Writing,
  request: DraftRequest,
): GenerationJob & { sectionIndex: number | null } {
  if (writing.tool === 'contract') throw fail('aiWriting.notEditable');
  const tool = writing.tool;
  const context = contextOf(writing);
  const kind = prompt(tool === 'tender' ? 'tenderKind' : 'paperKind');

  if (request.part === 'outline') {
    const field = tool === 'tender' && writing.tender ? tradeName(writing.tender.kind) : writing.field;
    return {
      userId,
      tool,
      reference: `writing:${writing.id}:outline`,
      sectionIndex: null,
      messages: [
        systemMessage(writing),
        { role: 'user', content: prompt('outline', { title: writing.title, kind, context, max: OUTLINE_SECTIONS_MAX }) },
      ],
      offline: { kind: 'outline', tool, title: writing.title, field },
      retrievalQuery: `${writing.title} ${field}`.trim(),
      async save(text, status, _citations, mode) {
        const sections: WritingSection[] = outlineOf(text).map((heading) => ({ heading, text: '', status, citations: [] }));
        await storeOutline(db, writing.id, sections, mode, now());
        return null;
      },
    };
  }

  const index = request.sectionIndex;
  if (!writing.sections.length) throw fail('aiWriting.noOutline');
  const section = writing.sections[index];
  if (!section) throw fail('aiWriting.badSection', { count: writing.sections.length });
  const outline = writing.sections.map((each) => each.heading);
  return {
    userId,
    tool,
    reference: `writing:${writing.id}:section:${index}`,
    sectionIndex: index,
    messages: [
      systemMessage(writing),
      {
        role: 'user',
        content: prompt('section', { title: writing.title, context, outline: outline.join('\n'), heading: section.heading }),
      },
    ],
    offline: { kind: 'section', tool, title: writing.title, heading: section.heading, outline },
    retrievalQuery: `${writing.title} ${section.heading}`,
    async save(text, status, citations, mode) {
      await storeSection(db, writing.id, index, { heading: section.heading, text, status, citations }, mode, now());
      return null;
    },
  };
}
