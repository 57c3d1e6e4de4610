import type { LibraryType } from '../../../shared/calls/enums';
import type { Queryable } from '../../db/database';
import { RELEASED_BY_ID, html, iso, omit, releasedRow, text, type PackKind } from './pack-kind';
import { PaperRow, PolicyRow, StandardRow } from './pack-rows';

// Standards, policies and papers name their category; a name met for the first time gets the next free id
// and the next place in its type, as the seed always numbered them.

async function categoryId(tx: Queryable, type: LibraryType, name: string): Promise<number> {
  await tx.query(
    `INSERT INTO content_categories (id, cat_type, name, sort)
     SELECT (SELECT coalesce(max(id), 0) + 1 FROM content_categories), $1::text, $2::text,
            (SELECT coalesce(max(sort), 0) + 1 FROM content_categories WHERE cat_type = $1::text)
     WHERE NOT EXISTS (SELECT 1 FROM content_categories WHERE cat_type = $1::text AND name = $2::text)`,
    [type, name],
  );
  const [row] = await tx.query<{ id: number }>('SELECT id FROM content_categories WHERE cat_type = $1 AND name = $2', [type, name]);
  return row!.id;
}

function libraryKind(
  type: LibraryType,
  file: string,
  table: string,
  schema: PackKind['schema'],
  facts: (row: Record<string, unknown>) => Record<string, unknown>,
  toRow: (s: Record<string, unknown>) => Record<string, unknown>,
): PackKind {
  return {
    file,
    schema,
    table,
    ...RELEASED_BY_ID,
    stored(row, now) {
      return releasedRow(
        row,
        now,
        { ...facts(row), category: text(row.category), project_type: row.projectType ?? 'COMMON', content: html(row.content) },
        {},
      );
    },
    select: `SELECT t.id::text AS key, t.*, c.name AS category FROM ${table} t JOIN content_categories c ON c.id = t.category_id`,
    toRow: (s) => ({
      id: s.id,
      ...toRow(s),
      category: s.category,
      projectType: s.project_type,
      releaseTime: iso(s.release_time),
      content: s.content,
    }),
    columns: async (tx, values) => ({ ...omit(values, ['category']), category_id: await categoryId(tx, type, String(values.category)) }),
  };
}

export const standardKind = libraryKind(
  'standard',
  'standards',
  'standards',
  StandardRow,
  (row) => ({
    number: text(row.number),
    title: text(row.title),
    issuer: text(row.issuer),
    status: text(row.status),
    summary: text(row.summary),
  }),
  (s) => ({ number: s.number, title: s.title, issuer: s.issuer, status: s.status, summary: s.summary }),
);

export const policyKind = libraryKind(
  'policy',
  'policies',
  'policies',
  PolicyRow,
  (row) => ({
    title: text(row.title),
    issuer: text(row.issuer),
    doc_number: text(row.docNumber),
    region: text(row.region),
    summary: text(row.summary),
  }),
  (s) => ({ title: s.title, issuer: s.issuer, docNumber: s.doc_number, region: s.region, summary: s.summary }),
);

export const paperKind = libraryKind(
  'paper',
  'papers',
  'papers',
  PaperRow,
  (row) => ({
    title: text(row.title),
    authors: ((row.authors as string[] | undefined) ?? []).map(text),
    organisation: text(row.organisation),
    journal: text(row.journal),
    keywords: ((row.keywords as string[] | undefined) ?? []).map(text),
    abstract: text(row.abstract),
  }),
  (s) => ({
    title: s.title,
    authors: s.authors,
    organisation: s.organisation,
    journal: s.journal,
    keywords: s.keywords,
    abstract: s.abstract,
  }),
);
