import type { CallRow } from '../../shared/calls/define-call';

/** SPEC §5 input rules of a row, applied before validation: listed fields trimmed, empty values dropped. */
export function normaliseBody(row: Pick<CallRow, 'trim' | 'dropEmpty'>, body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const key of row.trim ?? []) {
    const value = record[key];
    if (typeof value === 'string') record[key] = value.trim();
  }
  if (row.dropEmpty) {
    for (const [key, value] of Object.entries(record)) {
      if (value === '' || value === null) delete record[key];
    }
  }
}
