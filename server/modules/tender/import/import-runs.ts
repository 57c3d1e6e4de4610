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
  attachments: { stored: number | string; pending: number | string; refused: { at: string; reason: string }[] };
}

/** A run's attachments: how many stored and pending, and the refused ones with their addresses and reasons. */
const ATTACHMENTS = `(SELECT json_build_object(
    'stored', count(*) FILTER (WHERE f.status = 'stored'),
    'pending', count(*) FILTER (WHERE f.status = 'pending'),
    'refused', coalesce(json_agg(json_build_object('at', f.url, 'reason', f.reason) ORDER BY f.tender_id, f.url)
      FILTER (WHERE f.status = 'refused'), '[]'))
  FROM tender_attachment_files f WHERE f.run_id = r.id) AS attachments`;

export function listImportRuns(db: Queryable, query: Paging): Promise<Paged<TenderImportRun>> {
  return fetchPage(
    db,
    `SELECT id, source, format, started_at, finished_at, created, updated, skipped, refused, ${ATTACHMENTS}, count(*) OVER () AS total
     FROM tender_import_runs r ORDER BY started_at DESC, id DESC`,
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
      attachments: {
        stored: Number(row.attachments.stored),
        pending: Number(row.attachments.pending),
        refused: row.attachments.refused,
      },
    }),
  );
}
