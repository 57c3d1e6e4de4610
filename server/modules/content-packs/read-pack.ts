import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { requestAjv } from '../../http/ajv-options';
import type { PackKind } from './pack-kind';
import { PACK_KINDS } from './pack-kinds';

/** A row the import will not load, and why. */
export interface Refusal {
  /** Where: `news.jsonl:12` or `news.json[3]`, with the row's key when it has one. */
  at: string;
  reason: string;
}

export interface PackFile {
  kind: PackKind;
  rows: Record<string, unknown>[];
  refused: Refusal[];
}

const ajv = requestAjv();
const validators = new Map<PackKind, ValidateFunction>();
const validator = (kind: PackKind) => validators.get(kind) ?? validators.set(kind, ajv.compile(kind.schema)).get(kind)!;

/** The pack's raw rows of one kind, from `<file>.json` (an array) or `<file>.jsonl` (one row a line). */
function rawRows(dir: string, file: string): { rows: [string, unknown][]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const rows: [string, unknown][] = [];
  if (existsSync(join(dir, `${file}.json`))) {
    try {
      const value: unknown = JSON.parse(readFileSync(join(dir, `${file}.json`), 'utf8'));
      if (!Array.isArray(value)) refused.push({ at: `${file}.json`, reason: 'is not a JSON array of rows' });
      else value.forEach((row, index) => rows.push([`${file}.json[${index}]`, row]));
    } catch (err) {
      refused.push({ at: `${file}.json`, reason: `is not valid JSON: ${(err as Error).message}` });
    }
  }
  if (existsSync(join(dir, `${file}.jsonl`))) {
    readFileSync(join(dir, `${file}.jsonl`), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        try {
          rows.push([`${file}.jsonl:${index + 1}`, JSON.parse(line)]);
        } catch (err) {
          refused.push({ at: `${file}.jsonl:${index + 1}`, reason: `is not valid JSON: ${(err as Error).message}` });
        }
      });
  }
  return { rows, refused };
}

/** Reads and checks every file of a pack folder; a file the pack does not have is an empty list. */
export function readPack(dir: string): { files: PackFile[]; unknown: string[] } {
  if (!existsSync(dir)) throw new Error(`no content pack at ${dir}`);
  const known = new Set(PACK_KINDS.flatMap((kind) => [`${kind.file}.json`, `${kind.file}.jsonl`]));
  const unknown = readdirSync(dir).filter((name) => /\.jsonl?$/.test(name) && !known.has(name));
  const files = PACK_KINDS.map((kind) => {
    const { rows: raw, refused } = rawRows(dir, kind.file);
    const rows: Record<string, unknown>[] = [];
    const seen = new Set<string>();
    const validate = validator(kind);
    for (const [at, row] of raw) {
      if (!validate(row)) {
        const error = validate.errors?.[0];
        refused.push({ at, reason: `${error?.instancePath || 'the row'} ${error?.message ?? 'is not valid'}`.trim() });
        continue;
      }
      const value = row as Record<string, unknown>;
      const key = kind.key(value);
      const reason = seen.has(key) ? `${kind.keyColumn} ${key} appears twice in the pack` : kind.check?.(value);
      if (reason) refused.push({ at: `${at} (${key})`, reason });
      else {
        seen.add(key);
        rows.push(value);
      }
    }
    return { kind, rows: kind.order ? kind.order(rows) : rows, refused };
  });
  return { files, unknown };
}
