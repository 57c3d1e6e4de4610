import type { CallRow } from '../shared/calls/define-call';

// Every row of the call table, found by reading every file of shared/calls: a new area is covered by the
// cross-cutting tests (OpenAPI, path literals) without being listed anywhere.
const modules = import.meta.glob<Record<string, unknown>>('../shared/calls/*.ts', { eager: true });

const isRow = (value: unknown): value is CallRow =>
  typeof value === 'object' && value !== null && 'name' in value && 'area' in value && 'path' in value && 'reply' in value;

export function allRows(): CallRow[] {
  const rows = Object.values(modules).flatMap((exports) =>
    Object.values(exports).flatMap((value) => (typeof value === 'object' && value !== null ? Object.values(value).filter(isRow) : [])),
  );
  return [...new Map(rows.map((row) => [row.name, row])).values()].sort((a, b) => a.name.localeCompare(b.name));
}
