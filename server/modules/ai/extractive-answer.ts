import type { Citation } from '../../../shared/calls/ai-tools';
import { aiList } from './ai-text';
import type { Passage } from './retrieval';
import { questionLexemes } from './retrieval';

// The offline answerer: without a model, an answer is the sentences of the retrieved passages that answer the
// question, whole, ranked by the question's terms they hold (the character pairs the site search indexes,
// weighted by how rare they are among the candidates), the sentence with a figure or a rule first when the
// question asks for a ratio, an amount or a deadline. Each sentence is cited; each source document once.

/** A sentence ends at 。！？； (full-width or not) or at a line end; its end mark stays with it. */
const SENTENCE = /[^。！？；!?;\n]+[。！？；!?;]*/g;
/** Shorter pieces are headings or list labels, not sentences that answer anything. */
const MIN_SENTENCE_CHARS = 8;
/** A sentence weaker than this share of the best one's score does not answer the question. */
const MIN_SHARE = 0.35;
/** When the question asks for a figure, a sentence stating one weighs this much more, a rule a little more. */
const FIGURE_WEIGHT = { figure: 1.6, rule: 1.25 } as const;

export interface ExtractedSentence {
  text: string;
  /** Number of its source among the answer's citations, from 1. */
  n: number;
}

export interface Extract {
  sentences: ExtractedSentence[];
  /** One per source document cited, numbered by first use; the excerpt is the sentences taken from it. */
  citations: Citation[];
}

interface Candidate {
  text: string;
  source: number;
  position: number;
  terms: string[];
  figure: Statement;
  score: number;
}

/** Whole sentences of a text, trimmed, with a leading ordinal ("firstly", "secondly": locale list answer.ordinalLeads) left out. */
export function sentencesOf(text: string): string[] {
  const leads = aiList('answer.ordinalLeads');
  return [...text.matchAll(SENTENCE)]
    .map((match) => {
      const sentence = match[0].trim();
      const lead = leads.find((word) => sentence.startsWith(word));
      return lead ? sentence.slice(lead.length).trim() : sentence;
    })
    .filter((sentence) => [...sentence].length >= MIN_SENTENCE_CHARS);
}

/** The question asks for a figure: a ratio, an amount, a deadline, a limit (locale list answer.figureCues). */
export function asksForFigure(question: string): boolean {
  return aiList('answer.figureCues').some((cue) => question.includes(cue));
}

type Statement = 'figure' | 'rule' | null;

/**
 * A quantity: a number with a percent sign or one of the locale's units (answer.figureUnits: days, months,
 * yuan …). A year (2017 followed by the year sign) or a document number (GB 50204-2015) is not one.
 */
function figurePattern(): RegExp {
  const units = aiList('answer.figureUnits').join('|');
  return new RegExp(
    `(?<![0-9.\\-])(?!\\d{4}(?:${aiList('answer.yearUnits').join('|')}))\\d+(?:\\.\\d+)?\\s*(?:%|\\uFF05|\\u2030|${units})`,
  );
}

/** What the sentence states: a figure (a quantity), else a rule (a word of obligation or limit), or neither. */
export function statementOf(sentence: string): Statement {
  if (figurePattern().test(sentence)) return 'figure';
  return aiList('answer.ruleCues').some((cue) => sentence.includes(cue)) ? 'rule' : null;
}

const normalised = (sentence: string) => sentence.replace(/\s+/g, '').toLowerCase();

function candidatesOf(passages: readonly Passage[], terms: readonly string[], figureAsked: boolean): Candidate[] {
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  passages.forEach((passage, source) => {
    sentencesOf(passage.text).forEach((text, position) => {
      const key = normalised(text);
      // Seeded and real libraries repeat boilerplate across documents: the same sentence is one candidate.
      if (seen.has(key)) return;
      seen.add(key);
      const lower = text.toLowerCase();
      const held = terms.filter((term) => lower.includes(term));
      if (held.length) candidates.push({ text, source, position, terms: held, figure: statementOf(text), score: 0 });
    });
  });
  const documentFrequency = new Map<string, number>();
  for (const candidate of candidates)
    for (const term of candidate.terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  for (const candidate of candidates) {
    const weight = figureAsked && candidate.figure ? FIGURE_WEIGHT[candidate.figure] : 1;
    candidate.score =
      weight * candidate.terms.reduce((sum, term) => sum + Math.log(1 + candidates.length / documentFrequency.get(term)!), 0);
  }
  return candidates;
}

function byScore(a: Candidate, b: Candidate): number {
  return b.score - a.score || a.source - b.source || a.position - b.position;
}

/**
 * The sentences of the passages that best answer the question, at most `max` (and `perSource` from one
 * document), best first; when the question asks for a figure, the best sentence stating one leads.
 */
export function extractAnswer(question: string, passages: readonly Passage[], max = 5, perSource = 3): Extract {
  const figureAsked = asksForFigure(question);
  const ranked = candidatesOf(passages, questionLexemes(question), figureAsked).sort(byScore);
  const top = ranked[0]?.score ?? 0;
  const answering = ranked.filter((candidate) => candidate.score >= top * MIN_SHARE);
  if (figureAsked) {
    const lead = answering.find((candidate) => candidate.figure === 'figure') ?? answering.find((candidate) => candidate.figure === 'rule');
    if (lead) answering.unshift(...answering.splice(answering.indexOf(lead), 1));
  }
  const taken: Candidate[] = [];
  const perDocument = new Map<number, number>();
  for (const candidate of answering) {
    if (taken.length >= max) break;
    const count = perDocument.get(candidate.source) ?? 0;
    if (count >= perSource) continue;
    perDocument.set(candidate.source, count + 1);
    taken.push(candidate);
  }
  const order: number[] = [];
  for (const candidate of taken) if (!order.includes(candidate.source)) order.push(candidate.source);
  const citations = order.map((source) => ({
    ...passages[source]!.citation,
    excerpt: taken
      .filter((candidate) => candidate.source === source)
      .sort((a, b) => a.position - b.position)
      .map((candidate) => candidate.text)
      .join(''),
  }));
  return { sentences: taken.map((candidate) => ({ text: candidate.text, n: order.indexOf(candidate.source) + 1 })), citations };
}
