import { decodeEntities } from '../../services/html-entities';
// Text side of site search (docs/search-measurement.md). Chinese has no spaces, so PostgreSQL's parser
// cannot find its words; instead every run of Chinese (or Japanese, Korean) characters is indexed as its
// overlapping character pairs, and a keyword matches a document holding every pair of the keyword: a
// three-character word ABC is AB & BC, found inside XABC or ABCY alike, without a dictionary. Letters and digits are
// indexed as words (BIM, GB, 50300). The lexemes are built here and stored as a 'simple' tsvector.

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** A run of CJK characters, of other letters, or of digits. */
const RUNS = new RegExp(`[${CJK}]+|(?:(?![${CJK}])\\p{L})+|\\p{N}+`, 'gu');
const CJK_START = new RegExp(`^[${CJK}]`, 'u');
/** Longer runs of letters or digits (a URL, a hash) are not searched for. */
const MAX_RUN_CHARS = 64;

const isCjk = (run: string) => CJK_START.test(run);

/** The runs of a text as written (NFKC-normalised: full-width Ｂ is B), in order. */
function runsOf(text: string): string[] {
  return (text.normalize('NFKC').match(RUNS) ?? []).filter((run) => isCjk(run) || run.length <= MAX_RUN_CHARS);
}

/**
 * The lexemes of a text: for each CJK run its character pairs and its last character (so a one-character
 * keyword finds it as a prefix), for other runs the run itself; lower-cased, each once.
 */
export function lexemesOf(text: string): string[] {
  const lexemes = new Set<string>();
  for (const run of runsOf(text.toLowerCase())) {
    if (!isCjk(run)) {
      lexemes.add(run);
      continue;
    }
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) lexemes.add(chars[i]! + chars[i + 1]!);
    lexemes.add(chars[chars.length - 1]!);
  }
  return [...lexemes];
}

export interface KeywordQuery {
  /** The runs of the keyword as written (each once), for the client to highlight. */
  terms: string[];
  /** A tsquery literal: every pair and word of the keyword, joined by AND; '' when it has none. */
  tsquery: string;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The query of a search keyword: "ABCDE GB 50300" (five Chinese characters) → 'AB' & 'BC' & 'CD' & 'DE' & 'gb' & '50300'. */
export function keywordQuery(keyword: string): KeywordQuery {
  const terms = new Map<string, string>();
  const parts = new Set<string>();
  for (const run of runsOf(keyword)) {
    const lower = run.toLowerCase();
    if (!terms.has(lower)) terms.set(lower, run);
    if (!isCjk(run)) {
      parts.add(quote(lower));
      continue;
    }
    const chars = [...lower];
    // One character: any pair it starts, or a run it ends.
    if (chars.length === 1) parts.add(`${quote(lower)}:*`);
    for (let i = 0; i + 1 < chars.length; i++) parts.add(quote(chars[i]! + chars[i + 1]!));
  }
  return { terms: [...terms.values()], tsquery: [...parts].join(' & ') };
}

/** Plain text of stored (already sanitised) HTML or text: tags dropped, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  const text = html.replace(/<\/?(p|br|h[1-6]|li|tr|td|th|div|blockquote)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Characters of a snippet at most, ellipses included. */
export const SNIPPET_CHARS = 120;
/** Characters kept ahead of the first match. */
const LEAD_CHARS = 24;

/** Where the first of the terms starts in the text (case-insensitive, in code points), or -1. */
function firstMatch(text: string, terms: string[]): number {
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of terms) {
    const at = term ? lower.indexOf(term.toLowerCase()) : -1;
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  // indexOf counts UTF-16 units; a snippet is cut in code points.
  return first < 0 ? -1 : [...lower.slice(0, first)].length;
}

/**
 * At most SNIPPET_CHARS characters of plain text around the first match of the terms, with an ellipsis
 * where the text goes on; null when no term occurs in it.
 */
export function snippetOf(text: string, terms: string[]): string | null {
  const at = firstMatch(text, terms);
  if (at < 0) return null;
  const chars = [...text];
  if (chars.length <= SNIPPET_CHARS) return text;
  let start = Math.max(0, at - LEAD_CHARS);
  let end = start + SNIPPET_CHARS - (start > 0 ? 2 : 1);
  if (end >= chars.length) {
    end = chars.length;
    start = end - (SNIPPET_CHARS - 1);
  }
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}

/** The start of a text, at most SNIPPET_CHARS characters: the snippet of a hit whose text has no term. */
export function leadOf(text: string): string {
  const chars = [...text];
  return chars.length <= SNIPPET_CHARS ? text : `${chars.slice(0, SNIPPET_CHARS - 1).join('')}…`;
}
