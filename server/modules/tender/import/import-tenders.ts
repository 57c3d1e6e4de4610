import type { Database, Queryable } from '../../../db/database';
import { queueAttachmentFetches, type FetchableAttachments } from '../attachments/attachment-queue';
import type { RawNotice, ReadResult, Refusal } from './notice-record';
import { normaliseNotice, noticeHash, type NormalisedNotice } from './normalise-notice';
import { isObject } from './ocds-merge';
import { readOcds, type Rates } from './ocds-notices';
import { readItems } from './read-input';
import { ensureRegions } from '../seed/region-seeder';
import { loadRegionMatcher, type RegionMatcher } from './region-matcher';
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

/** Records written under one savepoint. */
const CHUNK = 100;

/** A record normalised before the transaction, or the reason it could not be. */
type Prepared = { at: string; notice: NormalisedNotice; hash: string; note?: string } | { at: string; error: string };

type Outcome =
  | { kind: 'skipped'; at: string }
  | { kind: 'created' | 'updated'; at: string; note?: string; fetch: FetchableAttachments; source: StoredSource }
  | { kind: 'refused'; at: string; reason: string };

/** What tender_sources keeps of a record: its notice and hash, by its external id. */
interface StoredSource {
  externalId: string;
  tenderId: number;
  hash: string;
}

/** Tender and record hash of each external id already imported, by external id. */
type Sources = Map<string, { tenderId: number; hash: string }>;

function prepare(at: string, raw: RawNotice, regions: RegionMatcher): Prepared {
  try {
    const { notice, note } = normaliseNotice(raw, regions);
    return { at, notice, hash: noticeHash(notice), note: note ?? undefined };
  } catch (err) {
    return { at, error: (err as Error).message };
  }
}

async function knownSources(db: Database, namespace: string, prepared: Prepared[]): Promise<Sources> {
  const ids = prepared.flatMap((record) => ('notice' in record ? [record.notice.externalId] : []));
  const rows = ids.length
    ? await db.query<{ external_id: string; tender_id: number; record_hash: string }>(
        'SELECT external_id, tender_id, record_hash FROM tender_sources WHERE source = $1 AND external_id = ANY($2::text[])',
        [namespace, ids],
      )
    : [];
  return new Map(rows.map((row) => [row.external_id, { tenderId: row.tender_id, hash: row.record_hash }]));
}

function restore<K, V>(map: Map<K, V>, saved: Map<K, V>) {
  map.clear();
  for (const [key, value] of saved) map.set(key, value);
}

/**
 * Creates, updates or skips one record (its source is stored by the caller, a chunk's at once); a database error is
 * thrown (the caller's savepoint takes it back).
 */
async function importRecord(
  tx: Queryable,
  record: Prepared,
  { sources, orgs, now }: { sources: Sources; orgs: OrgCache; now: Date },
): Promise<Outcome> {
  if ('error' in record) return { kind: 'refused', at: record.at, reason: record.error };
  const { notice, hash, at, note } = record;
  const known = sources.get(notice.externalId);
  if (known?.hash === hash) return { kind: 'skipped', at };
  const id = await writeNotice(tx, notice, known?.tenderId ?? null, orgs, now);
  sources.set(notice.externalId, { tenderId: id, hash });
  return {
    kind: known ? 'updated' : 'created',
    at,
    note,
    fetch: { tenderId: id, urls: notice.attachments.map((a) => a.url) },
    source: { externalId: notice.externalId, tenderId: id, hash },
  };
}

/** Records the sources of written records in one statement (the last of an external id wins). */
async function storeSources(tx: Queryable, namespace: string, outcomes: Outcome[], now: Date): Promise<void> {
  const byId = new Map<string, StoredSource>();
  for (const outcome of outcomes)
    if (outcome.kind === 'created' || outcome.kind === 'updated') byId.set(outcome.source.externalId, outcome.source);
  if (!byId.size) return;
  const rows = [...byId.values()];
  await tx.query(
    `INSERT INTO tender_sources (source, external_id, tender_id, record_hash, imported_at)
     SELECT $1, s.external_id, s.tender_id, s.record_hash, $5 FROM unnest($2::text[], $3::int[], $4::text[]) AS s(external_id, tender_id, record_hash)
     ON CONFLICT (source, external_id) DO UPDATE SET tender_id = EXCLUDED.tender_id, record_hash = EXCLUDED.record_hash,
       imported_at = EXCLUDED.imported_at`,
    [namespace, rows.map((row) => row.externalId), rows.map((row) => row.tenderId), rows.map((row) => row.hash), now],
  );
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
  if (read.format === 'unknown' && !read.refused.length) report.refused.push({ at: input.source, reason: 'no notices found' });
  await ensureRegions(db);
  const regions = await loadRegionMatcher(db);
  const prepared = read.notices.map(({ at, notice }) => prepare(at, notice, regions));
  // One namespace per format: an ocid or a scraped id is the record's id wherever the file that holds it lies.
  const sources = await knownSources(db, read.format, prepared);
  const orgs: OrgCache = new Map();
  const fetchable: FetchableAttachments[] = [];
  const tally = (outcome: Outcome) => {
    if (outcome.kind === 'refused') report.refused.push({ at: outcome.at, reason: outcome.reason });
    else report[outcome.kind]++;
    if (outcome.kind === 'created' || outcome.kind === 'updated') {
      fetchable.push(outcome.fetch);
      if (outcome.note) report.notes.push({ at: outcome.at, reason: outcome.note });
    }
  };
  await db.transaction(async (tx) => {
    const write = (record: Prepared) => importRecord(tx, record, { sources, orgs, now });
    // A chunk of records under one savepoint (a savepoint per record cost a quarter of the time); a chunk that
    // fails is rolled back and written again record by record, so one bad record is refused and the rest import.
    for (let i = 0; i < prepared.length; i += CHUNK) {
      const chunk = prepared.slice(i, i + CHUNK);
      const before = { orgs: new Map(orgs), sources: new Map(sources) };
      await tx.query('SAVEPOINT tender_chunk');
      try {
        const outcomes: Outcome[] = [];
        for (const record of chunk) outcomes.push(await write(record));
        await storeSources(tx, read.format, outcomes, now);
        await tx.query('RELEASE SAVEPOINT tender_chunk');
        outcomes.forEach(tally);
        continue;
      } catch {
        await tx.query('ROLLBACK TO SAVEPOINT tender_chunk');
        restore(orgs, before.orgs);
        restore(sources, before.sources);
      }
      for (const record of chunk) {
        await tx.query('SAVEPOINT tender_record');
        try {
          const outcome = await write(record);
          await storeSources(tx, read.format, [outcome], now);
          await tx.query('RELEASE SAVEPOINT tender_record');
          tally(outcome);
        } catch (err) {
          await tx.query('ROLLBACK TO SAVEPOINT tender_record');
          const { message, detail } = err as { message: string; detail?: string };
          tally({ kind: 'refused', at: record.at, reason: detail ? `${message}: ${detail}` : message });
        }
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
