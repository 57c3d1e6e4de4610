import rules from '../../../../locales/zh-cn/contract-rules.json';

// A contract's text cut into clauses: a clause starts at a line that begins with a clause number (the
// patterns are data, locales/zh-cn/contract-rules.json: "Article N", 1.1, a Chinese ordinal with a pause mark, a number in
// brackets). Text before the first number (the parties, the preamble) is a clause of its own.

export interface Clause {
  /** The clause's number as written, or its first words when it has none. */
  label: string;
  text: string;
}

const CLAUSE_START = new RegExp(rules.clauseStart, 'u');
const LABEL_WORDS = 20;

function labelOf(text: string): string {
  const number = CLAUSE_START.exec(text)?.[1];
  return (number ?? [...text.split('\n')[0]!].slice(0, LABEL_WORDS).join('')).replace(/[\s、.．]+$/u, '').trim();
}

export function splitClauses(text: string): Clause[] {
  const clauses: string[][] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    if (CLAUSE_START.test(trimmed) || !clauses.length) clauses.push([trimmed]);
    else clauses[clauses.length - 1]!.push(trimmed);
  }
  return clauses.map((lines) => {
    const clauseText = lines.join('\n');
    return { label: labelOf(clauseText), text: clauseText };
  });
}

// ---- numbers as contracts write them: digits, or Chinese numerals up to the hundreds ----

const NUMERALS = rules.numerals as Record<string, number>;
const UNITS = rules.numeralUnits as Record<string, number>;

/** A number written in digits or Chinese numerals ("twenty-eight" as two-ten-eight), or NaN. */
export function numberOf(written: string): number {
  if (/^\d+(\.\d+)?$/.test(written)) return Number(written);
  let total = 0;
  let digit = 0;
  for (const char of written) {
    if (char in NUMERALS) digit = NUMERALS[char]!;
    else if (char in UNITS) {
      total += (digit || 1) * UNITS[char]!;
      digit = 0;
    } else return Number.NaN;
  }
  return total + digit;
}

const withNumber = (template: string) => template.replaceAll('{{number}}', rules.numberPattern);

/** Every number a pattern of locales/zh-cn/contract-rules.json (with its {{number}} slots) finds in the text. */
export function numbersIn(text: string, template: string): number[] {
  const pattern = new RegExp(withNumber(template), 'gu');
  return [...text.matchAll(pattern)]
    .map((match) => numberOf(match.slice(1).find((group) => group !== undefined) ?? ''))
    .filter(Number.isFinite);
}

/** The construction period in months, when a clause states one (days counted as 30 to the month). */
export function durationMonthsIn(text: string): number | null {
  const pattern = new RegExp(withNumber(rules.durationMonths), 'u');
  const match = pattern.exec(text);
  if (!match) return null;
  const [, monthsNumber, , daysNumber] = match;
  if (monthsNumber !== undefined) return numberOf(monthsNumber);
  return daysNumber !== undefined ? Math.round(numberOf(daysNumber) / 30) : null;
}
