import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { addressKey } from '../../http/client-address';

/**
 * Addresses are never stored: only sha256(salt of the China day + address key), cut to 128 bits. The salt is
 * random, made by the first process that needs it and shared by all through trace_salts; salts of days before
 * today are deleted (deleteOldSalts), after which nobody can tell whether two days' hashes are one address.
 */
/** Addresses whose hash is kept for the day; past it the memory starts again (a flood of new addresses). */
const HASHES_KEPT = 50_000;

export class DailySalt {
  private day = '';
  private salt = '';
  private pending: { day: string; salt: Promise<string> } | undefined;
  /** Today's hashes by address: a visitor's every page view would otherwise hash the same address again. */
  private readonly hashes = new Map<string, string>();

  constructor(private readonly db: Queryable) {}

  /** The hash of an address for the China day `day` (YYYY-MM-DD). */
  async hash(address: string, day: string): Promise<string> {
    const salt = day === this.day ? this.salt : await this.saltOf(day);
    if (day !== this.day) return hashOf(salt, address);
    let hash = this.hashes.get(address);
    if (hash === undefined) {
      if (this.hashes.size >= HASHES_KEPT) this.hashes.clear();
      this.hashes.set(address, (hash = hashOf(salt, address)));
    }
    return hash;
  }

  private saltOf(day: string): Promise<string> {
    // One look-up per new day, however many requests are waiting for it.
    if (this.pending?.day === day) return this.pending.salt;
    const salt = loadSalt(this.db, day).then((value) => {
      if (day !== this.day) this.hashes.clear();
      this.day = day;
      this.salt = value;
      return value;
    });
    const pending = { day, salt };
    this.pending = pending;
    void salt
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      })
      .catch(() => undefined);
    return salt;
  }
}

function hashOf(salt: string, address: string): string {
  return createHash('sha256').update(salt).update(addressKey(address)).digest('hex').slice(0, 32);
}

async function loadSalt(db: Queryable, day: string): Promise<string> {
  await db.query('INSERT INTO trace_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
    day,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ salt: string }>('SELECT salt FROM trace_salts WHERE day = $1', [day]);
  return row!.salt;
}

/** Forgets the salts of days before `today`, so old hashes cannot be linked to addresses or to each other. */
export async function deleteOldSalts(db: Queryable, today: string): Promise<void> {
  await db.query('DELETE FROM trace_salts WHERE day < $1', [today]);
}
