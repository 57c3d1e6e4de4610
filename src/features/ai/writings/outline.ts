import { OUTLINE_SECTIONS_MAX, type WritingSection } from '../../../../shared/calls/ai-tools';

// The outline of a paper or tender document: its sections' headings, edited before and between drafts. Pure,
// so the editor's moves are tested without a browser.

export const HEADING_MAX = 200;

export const newSection = (heading: string): WritingSection => ({ heading, text: '', status: 'done', citations: [] });

/** The headings of an outline as it streams in: one per line, Markdown and list markers dropped. */
export function headingsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(#{1,6}\s+|[-*+]\s+)/, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => line.slice(0, HEADING_MAX))
    .slice(0, OUTLINE_SECTIONS_MAX);
}

/** Adds an empty-texted section after `index` (-1: at the start); an outline at its limit is left as it is. */
export function addSection(sections: readonly WritingSection[], index: number, heading: string): WritingSection[] {
  if (sections.length >= OUTLINE_SECTIONS_MAX) return [...sections];
  const at = Math.max(0, Math.min(sections.length, index + 1));
  return [...sections.slice(0, at), newSection(heading), ...sections.slice(at)];
}

export function removeSection(sections: readonly WritingSection[], index: number): WritingSection[] {
  return sections.filter((_, i) => i !== index);
}

/** Moves a section one place up (-1) or down (+1), keeping its text; a move past either end does nothing. */
export function moveSection(sections: readonly WritingSection[], index: number, by: -1 | 1): WritingSection[] {
  const to = index + by;
  if (index < 0 || index >= sections.length || to < 0 || to >= sections.length) return [...sections];
  const next = [...sections];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

export function renameSection(sections: readonly WritingSection[], index: number, heading: string): WritingSection[] {
  return sections.map((section, i) => (i === index ? { ...section, heading: heading.slice(0, HEADING_MAX) } : section));
}

export function replaceSection(sections: readonly WritingSection[], index: number, change: Partial<WritingSection>): WritingSection[] {
  return sections.map((section, i) => (i === index ? { ...section, ...change } : section));
}

export type OutlineProblem = 'empty' | 'blankHeading' | 'tooMany';

/** Why an outline cannot be saved, or null: it needs at least one section, none blank, at most the limit. */
export function outlineProblem(sections: readonly WritingSection[]): OutlineProblem | null {
  if (sections.length === 0) return 'empty';
  if (sections.length > OUTLINE_SECTIONS_MAX) return 'tooMany';
  if (sections.some((section) => section.heading.trim() === '')) return 'blankHeading';
  return null;
}

/** The outline as saved: headings trimmed. */
export const cleanOutline = (sections: readonly WritingSection[]): WritingSection[] =>
  sections.map((section) => ({ ...section, heading: section.heading.trim() }));
