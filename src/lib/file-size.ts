/** A file size in kilobytes as people read it: `356 KB`, `1.2 MB`, `2 GB`. */
export function formatSize(sizeKb: number): string {
  if (!Number.isFinite(sizeKb) || sizeKb < 0) return '';
  if (sizeKb < 1024) return `${sizeKb > 0 ? Math.max(1, Math.round(sizeKb)) : 0} KB`;
  const mb = sizeKb / 1024;
  if (mb < 1024) return `${trim(mb)} MB`;
  return `${trim(mb / 1024)} GB`;
}

/** One decimal under 100, none above; no trailing `.0`. */
function trim(value: number): string {
  const rounded = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
}
