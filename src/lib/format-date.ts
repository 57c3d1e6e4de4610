import { CHINA_OFFSET_MS } from '../../shared/china-time';

// The portal shows dates in China Standard Time, the same on the server and in any browser (no hydration drift).

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22` for an ISO date-time; '' for anything unparseable. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const day = new Date(time + CHINA_OFFSET_MS);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** `2026-11-22 09:30` for an ISO date-time. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const day = new Date(time + CHINA_OFFSET_MS);
  return `${formatDate(iso)} ${pad(day.getUTCHours())}:${pad(day.getUTCMinutes())}`;
}
