import { CHINA_OFFSET_MS } from '../../../../shared/china-time';
import type { ProjectType, TradeCategory } from '../../../../shared/calls/enums';
import { categoryRules } from './rules';

// Amounts, times and categories as the tenders table keeps them (rules: ./rules/categories.json).

/** A fact's value with the rule that gave it and how sure that rule is. */
export interface Ruled<T> {
  value: T;
  rule: string;
  confidence: number;
}

/**
 * Whole yuan from a number (yuan) or a text: digits and a unit of rules/categories.json amountUnits; null when empty.
 * Throws on a text that holds no amount.
 */
export function toYuan(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw new Error(`not an amount: ${value}`);
    return Math.round(value);
  }
  if (typeof value !== 'string') throw new Error(`not an amount: ${JSON.stringify(value)}`);
  const text = value.normalize('NFKC').replace(/[,\s]/g, '');
  const match = /^(?:[¥￥]|RMB|CNY)?(\d+(?:\.\d+)?)(\D*)$/i.exec(text);
  const unit = match?.[2] ?? '';
  const factor = unit === '' ? 1 : categoryRules.amountUnits[unit];
  if (!match || factor === undefined) throw new Error(`not an amount: ${value}`);
  return Math.round(Number(match[1]) * factor);
}

/**
 * An instant from an ISO-like time; a time without an offset (or a bare date) is China time. Throws on anything else.
 */
export function toUtc(value: unknown): Date {
  if (typeof value !== 'string') throw new Error(`not a time: ${JSON.stringify(value)}`);
  const text = value.trim().replace(/\//g, '-');
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!match) throw new Error(`not a time: ${value}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = zone === undefined ? CHINA_OFFSET_MS : zone === 'Z' ? 0 : zoneOffset(zone);
  const time = new Date(wall - offset);
  if (Number.isNaN(time.getTime()) || new Date(wall).getUTCDate() !== Number(d)) throw new Error(`not a time: ${value}`);
  return time;
}

const zoneOffset = (zone: string) => {
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return (digits.startsWith('-') ? -1 : 1) * minutes * 60_000;
};

/** An optional time: null when absent. */
export const toUtcOrNull = (value: unknown): Date | null => (value === null || value === undefined || value === '' ? null : toUtc(value));

/** The trade category from a classification code (`scheme:id`), else the words of the text, else the default. */
export function tradeCategoryOf(classifications: readonly string[], text: string): Ruled<TradeCategory> {
  const rules = categoryRules.tradeCategory;
  for (const code of classifications) {
    const [scheme = '', id = ''] = code.split(':');
    const rule = rules.classification.find((r) => r.scheme === scheme && id.startsWith(r.prefix));
    if (rule)
      return { value: rule.value, rule: `classification ${scheme} ${rule.prefix || '*'}`, confidence: rules.confidence.classification };
  }
  return keywordRule(rules.keywords, text, rules.default, rules.confidence.keyword, rules.confidence.default);
}

/** The engineering type from the words of the text, else the default. */
export function projectTypeOf(text: string): Ruled<Exclude<ProjectType, 'ALL'>> {
  const rules = categoryRules.projectType;
  return keywordRule(rules.keywords, text, rules.default, rules.confidence.keyword, rules.confidence.default);
}

function keywordRule<T>(
  keywords: readonly { words: string[]; value: T }[],
  text: string,
  fallback: T,
  confidence: number,
  fallbackConfidence: number,
): Ruled<T> {
  for (const rule of keywords) {
    const word = rule.words.find((w) => text.includes(w));
    if (word) return { value: rule.value, rule: `keyword ${word}`, confidence };
  }
  return { value: fallback, rule: 'default', confidence: fallbackConfidence };
}

/** An organisation's name as it is stored: full-width forms folded, spaces trimmed. */
export const cleanOrgName = (name: string): string => name.normalize('NFKC').replace(/\s+/g, ' ').trim();

const USCC = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
/** A unified social credit code, or null when the text is not one. */
export function toUscc(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.normalize('NFKC').trim().toUpperCase();
  return USCC.test(code) ? code : null;
}
