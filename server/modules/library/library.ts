import type { CallBody } from '../../../shared/calls/define-call';
import type { LibraryType, ProjectType } from '../../../shared/calls/enums';
import type { LibraryDetail, LibraryListItem, libraryCalls } from '../../../shared/calls/library';
import { fail } from '../../services/failure';
import type { Queryable } from '../../db/database';
import { findCategory, LIBRARY_TABLES, SUBTREE, type CategoryRef } from './categories';
import { containsPattern, fetchPage, iso, type Paged } from '../../services/paging';
import { sanitizeBody } from '../../services/sanitize';

// Standards, policies and papers (SPEC §7 docListPaged, doc/get). The three tables differ in their
// columns; each type names the SQL expressions that fill the shared shape.

interface TypeColumns {
  number: string;
  issuer: string;
  summary: string;
  status: string;
  /** What a keyword is matched against, besides the title. */
  alsoSearched: string | null;
  /** authors, journal, keywords and region of the detail. */
  details: string;
}

const NO_LIST = "'{}'::text[]";
const COLUMNS: Record<LibraryType, TypeColumns> = {
  standard: {
    number: 't.number',
    issuer: 't.issuer',
    summary: 't.summary',
    status: 't.status',
    alsoSearched: 't.number',
    details: `${NO_LIST} AS authors, '' AS journal, ${NO_LIST} AS keywords, '' AS region`,
  },
  policy: {
    number: 't.doc_number',
    issuer: 't.issuer',
    summary: 't.summary',
    status: "''",
    alsoSearched: 't.doc_number',
    details: `${NO_LIST} AS authors, '' AS journal, ${NO_LIST} AS keywords, t.region AS region`,
  },
  paper: {
    number: "''",
    issuer: 't.organisation',
    summary: 't.abstract',
    status: "''",
    alsoSearched: null,
    details: "t.authors AS authors, t.journal AS journal, t.keywords AS keywords, '' AS region",
  },
};

interface ListRow {
  id: number;
  title: string;
  number: string;
  issuer: string;
  summary: string;
  category_id: number;
  category_name: string;
  project_type: ProjectType;
  status: string;
  release_time: Date;
}

const listColumns = (type: LibraryType) => {
  const c = COLUMNS[type];
  return `t.id, t.title, ${c.number} AS number, ${c.issuer} AS issuer, ${c.summary} AS summary, t.category_id,
    cat.name AS category_name, t.project_type, ${c.status} AS status, t.release_time`;
};

const toListItem =
  (docType: LibraryType) =>
  (row: ListRow): LibraryListItem => ({
    id: row.id,
    docType,
    title: row.title,
    number: row.number,
    issuer: row.issuer,
    summary: row.summary,
    category: { id: row.category_id, name: row.category_name },
    projectType: row.project_type,
    status: row.status,
    releaseTime: iso(row.release_time),
  });

/** One page of a library type, newest first: in a category (with its descendants), of a project type, matching a keyword. */
export async function listDocs(
  db: Queryable,
  query: CallBody<typeof libraryCalls.docListPaged>,
): Promise<Paged<LibraryListItem> & { category: CategoryRef | null }> {
  const { docType } = query;
  const category = query.catId === undefined ? null : await findCategory(db, docType, query.catId);
  const table = LIBRARY_TABLES[docType];
  const searched = COLUMNS[docType].alsoSearched;
  const where = `($1::int IS NULL OR t.category_id IN (SELECT id FROM sub))
    AND ($2::text IS NULL OR t.project_type = $2)
    AND ($3::text IS NULL OR t.title ILIKE $3${searched ? ` OR ${searched} ILIKE $3` : ''})`;
  const params = [
    category?.id ?? null,
    query.projectType && query.projectType !== 'ALL' ? query.projectType : null,
    query.keyword ? containsPattern(query.keyword) : null,
  ];
  const page = await fetchPage(
    db,
    `${SUBTREE('$1::int')}
     SELECT ${listColumns(docType)}, count(*) OVER () AS total
     FROM ${table} t JOIN content_categories cat ON cat.id = t.category_id
     WHERE ${where} ORDER BY t.release_time DESC, t.id DESC`,
    `${SUBTREE('$1::int')} SELECT count(*) AS total FROM ${table} t WHERE ${where}`,
    params,
    query,
    toListItem(docType),
  );
  return { ...page, category };
}

const notFound = () => fail('docNotFound');

interface DetailRow extends ListRow {
  content: string;
  authors: string[];
  journal: string;
  keywords: string[];
  region: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** The table behind each type's shown view: a preview reads an unpublished document there. */
const EDITED_TABLES: Record<LibraryType, string> = { standard: 'standards', policy: 'policies', paper: 'papers' };

/**
 * One document with its neighbours of the same type by release time, or 40400; `unpublished` also finds one visitors
 * cannot see (a preview).
 */
export async function getDoc(db: Queryable, docType: LibraryType, id: number, unpublished = false): Promise<LibraryDetail> {
  const table = LIBRARY_TABLES[docType];
  const source = unpublished ? EDITED_TABLES[docType] : table;
  const [row] = await db.query<DetailRow>(
    `SELECT ${listColumns(docType)}, t.content, ${COLUMNS[docType].details},
       (SELECT json_build_object('id', p.id, 'title', p.title) FROM ${table} p
         WHERE (p.release_time, p.id) < (t.release_time, t.id) ORDER BY p.release_time DESC, p.id DESC LIMIT 1) AS prev,
       (SELECT json_build_object('id', x.id, 'title', x.title) FROM ${table} x
         WHERE (x.release_time, x.id) > (t.release_time, t.id) ORDER BY x.release_time, x.id LIMIT 1) AS next
     FROM ${source} t JOIN content_categories cat ON cat.id = t.category_id WHERE t.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  return {
    ...toListItem(docType)(row),
    // Sanitised again on the way out, as news bodies are: rows not written by the seed must not reach a page raw.
    content: sanitizeBody(row.content),
    authors: row.authors,
    journal: row.journal,
    keywords: row.keywords,
    region: row.region,
    prev: row.prev,
    next: row.next,
  };
}

/** The storage key of a shown document's uploaded PDF, if it has one. */
export async function docFileKey(db: Queryable, docType: LibraryType, id: number): Promise<string | null> {
  const [row] = await db.query<{ file_key: string | null }>(`SELECT file_key FROM ${LIBRARY_TABLES[docType]} WHERE id = $1`, [id]);
  return row?.file_key ?? null;
}

/** Whether a document exists; 40400 when it does not. */
export async function requireDoc(db: Queryable, docType: LibraryType, id: number): Promise<void> {
  const [row] = await db.query(`SELECT 1 FROM ${LIBRARY_TABLES[docType]} WHERE id = $1`, [id]);
  if (!row) throw notFound();
}
