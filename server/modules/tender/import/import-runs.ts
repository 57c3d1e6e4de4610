import type { TenderImportRun } from '../../../../shared/calls/console';
import type { Queryable } from '../../../db/database';
import { fetchPage, iso, type Paged, type Paging } from '../../../services/paging';

// The stored runs of the tender import, newest first, for the operators' console.

interface RunRow {
  id: number;
  source: string;
  format: string | null;
  started_at: Date;
  finished_at: Date;
  created: number;
  updated: number;
  skipped: number;
  refused: { at: string; reason: string }[];
}

export function listImportRuns(db: Queryable, query: Paging): Promise<Paged<TenderImportRun>> {
  return fetchPage(
    db,
    `SELECT id, source, format, started_at, finished_at, created, updated, skipped, refused, count(*) OVER () AS total
     FROM tender_import_runs ORDER BY started_at DESC, id DESC`,
    'SELECT count(*) AS total FROM tender_import_runs',
    [],
    query,
    (row: RunRow) => ({
      id: row.id,
      source: row.source,
      format: row.format,
      startedAt: iso(row.started_at),
      finishedAt: iso(row.finished_at),
      created: row.created,
      updated: row.updated,
      skipped: row.skipped,
      refused: row.refused,
    }),
  );
}
