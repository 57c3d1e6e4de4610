/** A `datetime-local` value (with or without seconds), read as China time, as an ISO instant; null when empty or unreadable. */
export function chinaLocalToIso(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(`${value.length === 16 ? `${value}:00` : value}+08:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
