import { chinaDayOf } from '../../shared/china-time';
import type { Queryable } from '../db/database';

// Reads are counted per day of the portal's own time zone (UTC+8).

/** Today in the portal's time zone, as YYYY-MM-DD. */
export function readDay(now = new Date()): string {
  return chinaDayOf(now.getTime());
}

/** Who read: the visitor key a read is counted once a day for, the address it came from, and the user if any. */
export interface Reader {
  visitorKey: string;
  /** The caller's address key (client-address.ts), under which reads are capped per day. */
  address: string;
  userId: string | null;
  /** A crawler (http/user-agent.ts): it reads as a visitor does, but its reads are not counted. */
  bot?: boolean;
}

/** How many reads a day count at most, per visitor key and per address (http/anonymous-limits.ts). */
export interface ReadCaps {
  readsPerVisitorPerDay: number;
  readsPerAddressPerDay: number;
}

/** What is read: its SPEC §9 type label and its table, which has a read_count column. */
export interface ReadTarget {
  bizType: string;
  table: string;
}

/** The visitor key of a reader: the account, else the browser's visitor id, else the address. */
export const visitorKeyOf = (userId: string | null, visitorId: string | undefined, address: string) =>
  userId ? `user:${userId}` : visitorId ? `visitor:${visitorId}` : `ip:${address}`;

/**
 * Counts a read of an existing item once per visitor per day, within the day's caps of the visitor and of
 * the address (a script rotating visitor ids counts no further, nor grows daily_reads); answers whether
 * it counted.
 */
export async function countDailyRead(
  db: Queryable,
  { bizType, table }: ReadTarget,
  id: number,
  reader: Reader,
  caps: ReadCaps,
): Promise<boolean> {
  const { visitorKey, address } = reader;
  if (reader.bot) return false;
  // Each count stops at its cap (LIMIT), so it costs at most that many index entries.
  const counted = await db.query<{ id: number }>(
    `WITH fresh AS (
       INSERT INTO daily_reads (visitor_key, biz_type, biz_id, day, address)
       SELECT $1::text, $7::text, i.id, $3::date, $4::text FROM ${table} i
       WHERE i.id = $2
         AND (SELECT count(*) FROM (SELECT 1 FROM daily_reads WHERE visitor_key = $1 AND day = $3 LIMIT $5) v) < $5
         AND (SELECT count(*) FROM (SELECT 1 FROM daily_reads WHERE address = $4 AND day = $3 LIMIT $6) a) < $6
       ON CONFLICT DO NOTHING RETURNING biz_id
     )
     UPDATE ${table} SET read_count = read_count + 1 WHERE id IN (SELECT biz_id FROM fresh) RETURNING id`,
    [visitorKey, id, readDay(), address, caps.readsPerVisitorPerDay, caps.readsPerAddressPerDay, bizType],
  );
  return counted.length > 0;
}
