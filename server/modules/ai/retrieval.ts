import type { Citation } from '../../../shared/calls/ai-tools';
import type { Database } from '../../db/database';
import { ensureIndexed, SEARCH_SOURCES, lexemesOf, plainText } from '../search/public';
import { aiList } from './ai-text';

// Passages of the portal's own library a generation rests on, found through the site search's index
// (search_docs). A question is not a keyword: any of its character pairs and words may match, and the items
// holding most of them (ts_rank) come first.

export type CitedType = 'standard' | 'policy' | 'paper' | 'help';
export const CITED_TYPES: readonly CitedType[] = ['standard', 'policy', 'paper', 'help'];

export const isCitedType = (type: string): type is CitedType => (CITED_TYPES as readonly string[]).includes(type);

/** The portal page of a cited item (its detail route, src/engine/routes.ts; tests/server/citation-paths.test.ts). */
export const citationHref = (type: CitedType, id: number) => `/${type}/detail/${id}`;

/**
 * A citation as the portal makes it: a cited kind, and the path of that item's detail page. A client sends
 * back only what it was given, so anything else (javascript:, data:, another site, another page) is not ours.
 */
export const isPortalCitation = ({ type, id, href }: Citation): boolean => isCitedType(type) && href === citationHref(type, id);

/** Hits of one kind ranked at most: a question of common pairs would otherwise rank the whole library. */
const RANKED_MAX = 2000;
const EXCERPT_CHARS = 160;
const LEAD_CHARS = 30;

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The question with the library's own name added for each term it calls by another: retention money has one
 * name in contracts and another in the rules (locale list retrieval.synonyms, `other=usual`).
 */
function withSynonyms(question: string): string {
  const added = aiList('retrieval.synonyms')
    .map((pair) => pair.split('='))
    .filter(([other, usual]) => other && usual && question.includes(other))
    .map(([, usual]) => usual);
  return added.length ? `${question} ${added.join(' ')}` : question;
}

/** The pairs and words of a question worth looking for: its question words left out, its synonyms added. */
export function questionLexemes(question: string): string[] {
  const stop = new Set(aiList('retrieval.stopPairs'));
  const stopChars = new Set(aiList('retrieval.stopChars'));
  return lexemesOf(withSynonyms(question.slice(0, 400))).filter((lexeme) => {
    const chars = [...lexeme];
    return chars.length > 1 && !stop.has(lexeme) && !chars.some((char) => stopChars.has(char));
  });
}

/** About EXCERPT_CHARS characters of the text around the first of the lexemes it holds (or its start). */
export function excerptOf(text: string, lexemes: readonly string[]): string {
  const chars = [...text];
  if (chars.length <= EXCERPT_CHARS) return text;
  const lower = text.toLowerCase();
  let first = -1;
  for (const lexeme of lexemes) {
    const at = lower.indexOf(lexeme);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  const startAt = first < 0 ? 0 : Math.max(0, [...lower.slice(0, first)].length - LEAD_CHARS);
  const start = Math.min(startAt, chars.length - EXCERPT_CHARS);
  const end = start + EXCERPT_CHARS;
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}

interface RankedRow {
  biz_type: CitedType;
  biz_id: number;
  rank: number;
}

/** A retrieved item: its citation, and its whole text with a line end between blocks (tables left out). */
export interface Passage {
  citation: Citation;
  text: string;
}

const BLOCK_TAG = /<\/?(p|br|h[1-6]|li|ul|ol|div|blockquote)\b[^>]*>/gi;

/** An item's HTML as plain text, one block a line; tables are figures, not sentences, and are left out. */
export function passageText(html: string): string {
  return html
    .replace(/<table\b[\s\S]*?<\/table>/gi, '\n')
    .replace(BLOCK_TAG, '\n')
    .split('\n')
    .map(plainText)
    .filter(Boolean)
    .join('\n');
}

/** The `limit` passages of these kinds that best match the question, each with its page and an excerpt. */
export async function retrieve(db: Database, question: string, types: readonly CitedType[] = CITED_TYPES, limit = 5): Promise<Citation[]> {
  return (await retrievePassages(db, question, types, limit)).map((passage) => passage.citation);
}

/** As retrieve, with each item's whole text for the offline answerer to take its sentences from. */
export async function retrievePassages(
  db: Database,
  question: string,
  types: readonly CitedType[] = CITED_TYPES,
  limit = 5,
): Promise<Passage[]> {
  const lexemes = questionLexemes(question);
  if (!lexemes.length || !types.length) return [];
  await ensureIndexed(db);
  const tsquery = lexemes.map(quote).join(' | ');
  // One statement per kind, so each reads its own partial GIN index.
  const ranked = await db.query<RankedRow>(
    `SELECT biz_type, biz_id, rank FROM (${types
      .map(
        (type) =>
          `(SELECT biz_type, biz_id, ts_rank(words, $1::tsquery) AS rank FROM (
             SELECT biz_type, biz_id, words FROM search_docs WHERE biz_type = '${type}' AND words @@ $1::tsquery LIMIT ${RANKED_MAX}
           ) hit ORDER BY rank DESC, biz_id DESC LIMIT $2)`,
      )
      .join(' UNION ALL ')}) ranked ORDER BY rank DESC, biz_id DESC LIMIT $2`,
    [tsquery, limit],
  );
  if (!ranked.length) return [];
  const sources = SEARCH_SOURCES.filter((source) => ranked.some((row) => row.biz_type === source.type));
  const rows = await db.query<{ type: CitedType; id: number; title: string; brief: string; body: string }>(
    sources
      .map(
        (source, index) =>
          `SELECT '${source.type}' AS type, t.id, ${source.title} AS title, ${source.brief} AS brief, ${source.body} AS body
           FROM ${source.table} t WHERE t.id = ANY($${index + 1}::int[])`,
      )
      .join(' UNION ALL '),
    sources.map((source) => ranked.filter((row) => row.biz_type === source.type).map((row) => row.biz_id)),
  );
  return ranked.flatMap((hit): Passage[] => {
    const row = rows.find((candidate) => candidate.type === hit.biz_type && candidate.id === hit.biz_id);
    if (!row) return [];
    const body = plainText(row.body) || plainText(row.brief);
    const citation: Citation = {
      type: hit.biz_type,
      id: row.id,
      title: plainText(row.title),
      href: citationHref(hit.biz_type, row.id),
      excerpt: excerptOf(body, lexemes),
    };
    return [{ citation, text: passageText(row.body) || passageText(row.brief) }];
  });
}
