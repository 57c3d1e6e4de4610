import { CHUNK_RELOAD_INTERVAL_MS } from './constants';

const STORAGE_KEY = 'portal:chunk-reload-at';
const CHUNK_ERROR = /dynamically imported module|module script failed|Unable to preload CSS|Loading chunk/i;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** SPEC §8: a failed chunk load reloads the page, at most once a minute. */
export function claimChunkReload(storage: Store, now: number, interval = CHUNK_RELOAD_INTERVAL_MS): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < interval) return false;
  storage.setItem(STORAGE_KEY, String(now));
  return true;
}

/** Reloads after a chunk failure when allowed; returns whether it did. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  if (!claimChunkReload(window.localStorage, Date.now())) return false;
  window.location.reload();
  return true;
}
