import {
  type AiMode,
  type RiskNote,
  type TenderForm,
  type Writing,
  type WritingSection,
  type WritingSummary,
  type WritingTool,
} from '../../../../shared/calls/ai-tools';
import { TRADE_CATEGORIES } from '../../../../shared/calls/enums';
import type { Queryable } from '../../../db/database';
import { fetchPage, iso, type Count, type Paged, type Paging } from '../../../services/paging';
import { fail } from '../../../services/failure';
import { isPortalCitation } from '../retrieval';

// The ai_writings rows of one user (migration 021): papers, tender documents and contract reviews. Every
// read and change names the user, so another user's id answers like a missing one (40400).

interface WritingRow {
  id: number;
  tool: WritingTool;
  title: string;
  field: string;
  tender: TenderForm | null;
  sections: WritingSection[];
  risks: RiskNote[];
  mode: AiMode | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, tool, title, field, tender, sections, risks, mode, created_at, updated_at';

const toWriting = (row: WritingRow): Writing => ({
  id: row.id,
  tool: row.tool,
  title: row.title,
  field: row.field,
  tender: row.tender,
  sections: row.sections,
  risks: row.risks,
  mode: row.mode,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The user's writings, newest change first, of one tool or of all. */
export function listWritings(db: Queryable, userId: string, query: Paging & { tool?: WritingTool }): Promise<Paged<WritingSummary>> {
  const where = 'user_id = $1 AND ($2::text IS NULL OR tool = $2)';
  return fetchPage<{ id: number; tool: WritingTool; title: string; section_count: Count; updated_at: Date }, WritingSummary>(
    db,
    `SELECT id, tool, title, jsonb_array_length(sections) AS section_count, updated_at, count(*) OVER () AS total
     FROM ai_writings WHERE ${where} ORDER BY updated_at DESC, id DESC`,
    `SELECT count(*) AS total FROM ai_writings WHERE ${where}`,
    [userId, query.tool ?? null],
    query,
    (row) => ({ id: row.id, tool: row.tool, title: row.title, sectionCount: Number(row.section_count), updatedAt: iso(row.updated_at) }),
  );
}

/** One writing of the user; another user's or a missing one fails with aiWriting.notFound (40400). */
export async function getWriting(db: Queryable, userId: string, id: number): Promise<Writing> {
  const [row] = await db.query<WritingRow>(`SELECT ${COLUMNS} FROM ai_writings WHERE id = $1 AND user_id = $2`, [id, userId]);
  if (!row) throw fail('aiWriting.notFound');
  return toWriting(row);
}

export interface NewWriting {
  tool: WritingTool;
  title: string;
  field?: string;
  tender?: TenderForm;
  sections?: WritingSection[];
  risks?: RiskNote[];
  mode?: AiMode | null;
}

/** The tender form checked against the portal's tender taxonomy (SPEC §9 trade categories). */
export function checkTender(tool: WritingTool, tender: TenderForm | undefined): TenderForm | undefined {
  if (tool !== 'tender') return undefined;
  if (!tender) throw fail('aiWriting.tenderRequired');
  if (!(TRADE_CATEGORIES as readonly string[]).includes(tender.kind)) throw fail('aiWriting.badTenderKind');
  const trimmed = Object.fromEntries(Object.entries(tender).map(([key, value]) => [key, value.trim()])) as TenderForm;
  if (Object.values(trimmed).some((value) => !value)) throw fail('aiWriting.tenderRequired');
  return trimmed;
}

export async function createWriting(db: Queryable, userId: string, writing: NewWriting, at: Date): Promise<Writing> {
  const [row] = await db.query<WritingRow>(
    `INSERT INTO ai_writings (user_id, tool, title, field, tender, sections, risks, mode, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
    [
      userId,
      writing.tool,
      writing.title,
      writing.field ?? '',
      writing.tender ? JSON.stringify(writing.tender) : null,
      JSON.stringify(writing.sections ?? []),
      JSON.stringify(writing.risks ?? []),
      writing.mode ?? null,
      at,
    ],
  );
  return toWriting(row!);
}

/**
 * The user's edits: the title and the sections as sent (their statuses and citations kept), except that no
 * saved section claims to be streaming: only a running generation may say so. A citation that is not one the
 * portal made (its link a detail page of ours) refuses the save (40001).
 */
export async function saveWriting(
  db: Queryable,
  userId: string,
  edit: { id: number; title: string; sections: WritingSection[] },
  at: Date,
): Promise<Writing> {
  if (!edit.sections.every((section) => section.citations.every(isPortalCitation))) throw fail('aiWriting.badCitation');
  const sections = edit.sections.map((section) => ({
    heading: section.heading.trim() || section.heading,
    text: section.text,
    status: section.status === 'streaming' ? 'stopped' : section.status,
    citations: section.citations,
  }));
  const [row] = await db.query<WritingRow>(
    `UPDATE ai_writings SET title = $3, sections = $4, updated_at = $5 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [edit.id, userId, edit.title, JSON.stringify(sections), at],
  );
  if (!row) throw fail('aiWriting.notFound');
  return toWriting(row);
}

export async function deleteWriting(db: Queryable, userId: string, id: number): Promise<void> {
  const rows = await db.query('DELETE FROM ai_writings WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  if (!rows.length) throw fail('aiWriting.notFound');
}

/** Replaces the sections (a drafted outline) and records the mode it was drafted in. */
export async function storeOutline(db: Queryable, id: number, sections: WritingSection[], mode: AiMode, at: Date): Promise<void> {
  await db.query('UPDATE ai_writings SET sections = $2, mode = $3, updated_at = $4 WHERE id = $1', [
    id,
    JSON.stringify(sections),
    mode,
    at,
  ]);
}

/**
 * Stores one section as drafted so far, if the writing still has that section (the user may have saved a
 * shorter outline meanwhile; then the draft has nowhere to go).
 */
export async function storeSection(
  db: Queryable,
  id: number,
  index: number,
  section: WritingSection,
  mode: AiMode,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE ai_writings SET sections = jsonb_set(sections, ARRAY[$2::text], $3::jsonb), mode = $4, updated_at = $5
     WHERE id = $1 AND jsonb_array_length(sections) > $2`,
    [id, index, JSON.stringify(section), mode, at],
  );
}
