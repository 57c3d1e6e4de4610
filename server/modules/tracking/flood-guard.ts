/**
 * A per-visitor cap on events a minute (fixed one-minute windows). It is kept in this process's memory: the
 * check is on the path of every page view, and a flood is not worth a database round trip. With several
 * processes behind a balancer a visitor may get the cap once per process; the events past it are ignored.
 */
export class FloodGuard {
  private minute = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    /** Keys tracked in one minute; past it new keys are let through uncounted rather than growing memory. */
    private readonly maxKeys = 500_000,
  ) {}

  /** Counts one event of `key`; false when the key is over its cap this minute. */
  admit(key: string, nowMs: number): boolean {
    const minute = Math.floor(nowMs / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const count = this.counts.get(key);
    if (count === undefined) {
      if (this.counts.size < this.maxKeys) this.counts.set(key, 1);
      return true;
    }
    if (count >= this.perMinute) return false;
    this.counts.set(key, count + 1);
    return true;
  }
}
