import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../db/database';
import { importTenders, refuseInput, TENDER_IMPORT_MAX_BYTES, type TenderImportOptions, type TenderImportReport } from './import-tenders';

// Files and folders for importTenders: every .json, .jsonl and .ndjson file of a folder (not its subfolders), in
// name order; a file over the size limit is refused by its size, before it is read.

const IMPORTABLE = /\.(json|jsonl|ndjson)$/i;

export function importableFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => IMPORTABLE.test(name))
    .sort()
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile());
}

/** One file; one over the size limit is refused by its size, before it is read. */
export function importTenderFile(db: Database, file: string, options: TenderImportOptions = {}): Promise<TenderImportReport> {
  const size = statSync(file).size;
  return size > TENDER_IMPORT_MAX_BYTES
    ? refuseInput(db, file, `larger than ${TENDER_IMPORT_MAX_BYTES / 1024 / 1024} MB (${size} bytes): not read`)
    : importTenders(db, { source: file, text: readFileSync(file, 'utf8') }, options);
}

export async function importTenderFiles(db: Database, path: string, options: TenderImportOptions = {}): Promise<TenderImportReport[]> {
  const reports: TenderImportReport[] = [];
  for (const file of importableFiles(path)) reports.push(await importTenderFile(db, file, options));
  return reports;
}
