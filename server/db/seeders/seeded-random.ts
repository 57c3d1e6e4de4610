/** A reproducible source of randomness: the same seed gives the same demo data on every run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** An item drawn with probability proportional to its weight. */
  weighted<T>(list: readonly T[], weightOf: (item: T) => number): T;
  chance(probability: number): boolean;
}

/** mulberry32: small, fast and good enough for demo data. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    weighted(list, weightOf) {
      const total = list.reduce((sum, item) => sum + weightOf(item), 0);
      let left = next() * total;
      for (const item of list) {
        left -= weightOf(item);
        if (left < 0) return item;
      }
      return list[list.length - 1]!;
    },
    chance: (probability) => next() < probability,
  };
}
