import type { Database } from '../../../db/database';
import { queueAttachmentFetches, type FetchableAttachments } from '../attachments/attachment-queue';
import type { ReadResult, Refusal } from './notice-record';
import { normaliseNotice, noticeHash } from './normalise-notice';
import { isObject } from './ocds-merge';
import { readOcds, type Rates } from './ocds-notices';
import { readItems } from './read-input';
import { ensureRegions } from '../seed/region-seeder';
import { loadRegionMatcher } from './region-matcher';
import { isScrapedNotice, readScraped } from './scraped-notices';
import { writeNotice, type OrgCache } from './write-notices';

// Imports tender notices (npm run tenders:import, the feed poller of feeds/poll-feeds.ts): the format is told by the
// content, each record is created, updated in place, skipped when unchanged, or refused with its reason while the
// rest import. The run and its refusals are stored (tender_import_runs) for the operators' console, and the
// attachment addresses of the notices written are queued for fetching (attachments/attachment-queue.ts).

/** Inputs larger than this are refused before they are read. */
export const TENDER_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export interface TenderImportReport {
  runId: number;
  source: string;
  format: ReadResult['format'];
  created: number;
  updated: number;
  skipped: number;
  refused: Refusal[];
  /** Records imported with a change worth knowing (a body cleaned of hostile markup). */
  notes: Refusal[];
}

export interface TenderImportOptions {
  now?: Date;
  /** Yuan per unit of a currency other than CNY; a record in a currency without a rate is refused. */
  rates?: Rates;
}

function readInput(text: string, rates: Rates): ReadResult {
  const { items, refused } = readItems(text);
  const first = items.find((item) => isObject(item.value));
  const result: ReadResult = !first
    ? { format: 'unknown', notices: [], refused: [] }
    : isScrapedNotice(first.value)
      ? readScraped(items)
      : readOcds(items, rates);
  return { ...result, refused: [...refused, ...result.refused] };
}

/** Stores a run's report and answers its id. */
async function storeRun(db: Database, report: Omit<TenderImportReport, 'runId'>, started: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO tender_import_runs (source, format, started_at, finished_at, created, updated, skipped, refused)
     VALUES ($1, $2, $3, now(), $4, $5, $6, $7) RETURNING id`,
    [report.source, report.format, started, report.created, report.updated, report.skipped, JSON.stringify(report.refused)],
  );
  return row!.id;
}

/** A run that could not read its input at all: stored with its one reason. */
export async function refuseInput(db: Database, source: string, reason: string): Promise<TenderImportReport> {
  const report = { source, format: 'unknown' as const, created: 0, updated: 0, skipped: 0, refused: [{ at: source, reason }], notes: [] };
  return { ...report, runId: await storeRun(db, report, new Date()) };
}

export interface TenderImportInput {
  source: string;
  text: string;
  /** What went wrong before the text was had (a feed's page that could not be fetched), kept in the run. */
  refused?: Refusal[];
}

export async function importTenders(
  db: Database,
  input: TenderImportInput,
  options: TenderImportOptions = {},
): Promise<TenderImportReport> {
  const started = new Date();
  const now = options.now ?? started;
  if (Buffer.byteLength(input.text) > TENDER_IMPORT_MAX_BYTES) {
    return refuseInput(db, input.source, `larger than ${TENDER_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
  }
  const read = readInput(input.text, options.rates ?? {});
  const report: Omit<TenderImportReport, 'runId'> = {
    source: input.source,
    format: read.format,
    created: 0,
    updated: 0,
    skipped: 0,
    refused: [...(input.refused ?? []), ...read.refused],
    notes: [],
  };
  const fetchable: FetchableAttachments[] = [];
  if (read.format === 'unknown' && !read.refused.length) report.refused.push({ at: input.source, reason: 'no notices found' });
  await ensureRegions(db);
  const regions = await loadRegionMatcher(db);
  const orgs: OrgCache = new Map();
  // One namespace per format: an ocid or a scraped id is the record's id wherever the file that holds it lies.
  const namespace = read.format;
  await db.transaction(async (tx) => {
    for (const { at, notice: raw } of read.notices) {
      await tx.query('SAVEPOINT tender_record');
      try {
        const { notice, note } = normaliseNotice(raw, regions);
        const hash = noticeHash(notice);
        const [known] = await tx.query<{ tender_id: number; record_hash: string }>(
          'SELECT tender_id, record_hash FROM tender_sources WHERE source = $1 AND external_id = $2',
          [namespace, notice.externalId],
        );
        if (known?.record_hash === hash) {
          await tx.query('RELEASE SAVEPOINT tender_record');
          report.skipped++;
          continue;
        }
        const id = await writeNotice(tx, notice, known?.tender_id ?? null, orgs, now);
        await tx.query(
          `INSERT INTO tender_sources (source, external_id, tender_id, record_hash, imported_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (source, external_id) DO UPDATE SET tender_id = EXCLUDED.tender_id, record_hash = EXCLUDED.record_hash,
             imported_at = EXCLUDED.imported_at`,
          [namespace, notice.externalId, id, hash, now],
        );
        await tx.query('RELEASE SAVEPOINT tender_record');
        if (known) report.updated++;
        else report.created++;
        fetchable.push({ tenderId: id, urls: notice.attachments.map((a) => a.url) });
        if (note) report.notes.push({ at, reason: note });
      } catch (err) {
        await tx.query('ROLLBACK TO SAVEPOINT tender_record');
        const { message, detail } = err as { message: string; detail?: string };
        report.refused.push({ at, reason: detail ? `${message}: ${detail}` : message });
      }
    }
  });
  const runId = await storeRun(db, report, started);
  await queueAttachmentFetches(db, runId, fetchable, now);
  return { ...report, runId };
}

/** The report as the command prints it. */
export function formatTenderImportReport(report: TenderImportReport): string {
  const lines = [
    `${report.source} (${report.format}): created ${report.created}, updated ${report.updated}, skipped ${report.skipped} (unchanged), refused ${report.refused.length}`,
  ];
  for (const refusal of report.refused) lines.push(`  refused ${refusal.at}: ${refusal.reason}`);
  for (const note of report.notes) lines.push(`  note ${note.at}: ${note.reason}`);
  return lines.join('\n');
}
