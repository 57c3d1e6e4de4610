interface Entry {
  expires: number;
  value: unknown;
}

/** Results of chosen calls, kept for a stated lifetime (SPEC §9: 180 s). */
export function createResponseCache(lifetimeMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return structuredClone(entry.value) as T;
    },
    set(key: string, value: unknown) {
      entries.set(key, { expires: now() + lifetimeMs, value: structuredClone(value) });
    },
    clear: () => entries.clear(),
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
