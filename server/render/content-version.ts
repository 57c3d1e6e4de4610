import type { Queryable } from '../db/database';

export interface ContentVersion {
  /** The content counter, read from the database at most once per interval; every process sees the same. */
  current(): Promise<number>;
}

/**
 * Reads content_version (migration 006) at most once every `intervalMs`, sharing one query between the
 * requests that ask meanwhile. A change made through another process is seen within that interval. While the
 * database does not answer, the last version read stands.
 */
export function contentVersion(db: Queryable, intervalMs: number): ContentVersion {
  let value = 0;
  let readAt = -Infinity;
  let pending: Promise<number> | undefined;

  const read = async () => {
    try {
      const [row] = await db.query<{ version: string }>('SELECT version FROM content_version');
      value = Number(row?.version ?? 0);
      return value;
    } catch {
      // The database is away: nothing can change the content meanwhile, so the pages cached at the last version
      // stay right and keep being served; it is asked again after the interval.
      return value;
    } finally {
      readAt = performance.now();
      pending = undefined;
    }
  };

  return {
    current() {
      if (performance.now() - readAt < intervalMs) return Promise.resolve(value);
      pending ??= read();
      return pending;
    },
  };
}
