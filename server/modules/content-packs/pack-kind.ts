import type { TSchema } from '../../../shared/calls/schema';
import type { Queryable } from '../../db/database';
import { sanitizeBody, sanitizeText } from '../../services/sanitize';

/** What a pack row stores: the facts an import compares and updates, and the values set only on creation. */
export interface Stored {
  /** Column (or extra fact) → value, times as ISO strings. A second import compares exactly these. */
  facts: Record<string, unknown>;
  /** Counters that visitors move and times given as days ago: set when the row is created, never updated. */
  initial: Record<string, unknown>;
}

/** One file of a pack and the table it fills. */
export interface PackKind {
  /** The file's name without .json/.jsonl, also the report's label. */
  file: string;
  schema: TSchema;
  table: string;
  keyColumn: string;
  key(row: Record<string, unknown>): string;
  /** Why a row the schema accepts is refused anyway, or undefined. */
  check?(row: Record<string, unknown>): string | undefined;
  stored(row: Record<string, unknown>, now: Date): Stored;
  /** Every stored row: `key`, each fact under its own name, and every column export needs. */
  select: string;
  /** The stored row (from `select`) as a pack row. */
  toRow(stored: Record<string, unknown>): Record<string, unknown>;
  /** Turns facts into the table's columns when they differ (a category name into its id); facts as they are otherwise. */
  columns?(tx: Queryable, facts: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Writes the facts kept in other tables (a news item's tags and attachments). */
  writeExtra?(tx: Queryable, key: string, facts: Record<string, unknown>, before?: Record<string, unknown>): Promise<void>;
  /** Trees: parents first. */
  order?(rows: Record<string, unknown>[]): Record<string, unknown>[];
}

const DAY_MS = 86_400_000;

/** `daysAgo` days before `now`, staggered by id so items of one day keep an order. */
export function daysBefore(now: Date, daysAgo: number, id: number): Date {
  return new Date(now.getTime() - daysAgo * DAY_MS - (id % 600) * 60_000);
}

export const text = (value: unknown) => sanitizeText(typeof value === 'string' ? value : '');
export const html = (value: unknown) => sanitizeBody(typeof value === 'string' ? value : '');
export const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * A time given either absolutely (`absolute`, an ISO string: a compared fact) or as days ago (a demo pack's
 * convenience: set on creation only, so importing on another day changes nothing).
 */
export function timeColumn(stored: Stored, column: string, now: Date, id: number, absolute: unknown, daysAgo: unknown): void {
  if (typeof absolute === 'string') stored.facts[column] = iso(absolute);
  else stored.initial[column] = daysBefore(now, Number(daysAgo), id).toISOString();
}

/** Refuses a row that gives both forms of one time, or neither. */
export function oneTime(row: Record<string, unknown>, absolute: string, daysAgo: string): string | undefined {
  const given = [absolute, daysAgo].filter((name) => row[name] !== undefined);
  return given.length === 1 ? undefined : `give exactly one of ${absolute} and ${daysAgo}`;
}

/** Parents before children, keeping the file's order otherwise. */
export const parentsFirst = (rows: Record<string, unknown>[]) =>
  [...rows].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));

/** The same id everywhere: rows keyed by their numeric id. */
export const byId = (row: Record<string, unknown>) => String(row.id);

export const omit = (facts: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(facts).filter(([name]) => !names.includes(name)));

/** The key and check of a kind keyed by id whose rows give `releaseTime` or `daysAgo`. */
export const RELEASED_BY_ID = {
  keyColumn: 'id',
  key: byId,
  check: (row: Record<string, unknown>) => oneTime(row, 'releaseTime', 'daysAgo'),
} as const;

/** Such a row as stored: its facts, its creation-only values, and its release time in `release_time`. */
export function releasedRow(row: Record<string, unknown>, now: Date, facts: Stored['facts'], initial: Stored['initial'] = {}): Stored {
  const stored: Stored = { facts, initial };
  timeColumn(stored, 'release_time', now, Number(row.id), row.releaseTime, row.daysAgo);
  return stored;
}
