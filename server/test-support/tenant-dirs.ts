import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TENANTS_DIR, THEMES_DIR } from '../paths';
import type { LoadDirs } from '../tenants/load-tenants';

/** A throw-away copy of tenants/ and themes/ that a test may break without touching the checkout. */
export interface TenantDirs extends Required<Pick<LoadDirs, 'tenantsDir' | 'themesDir'>> {
  root: string;
  /** Reads a JSON file of the copy, e.g. `read('tenants/erp.json')`. */
  read<T = Record<string, unknown>>(file: string): T;
  /** Writes a JSON value (or raw text) into the copy. */
  write(file: string, value: unknown): void;
  /** Reads, changes and writes back one JSON file of the copy. */
  edit<T = Record<string, unknown>>(file: string, change: (value: T) => void): void;
  remove(): void;
}

export function copyTenantDirs(): TenantDirs {
  const root = mkdtempSync(join(tmpdir(), 'portal-tenants-'));
  const tenantsDir = join(root, 'tenants');
  const themesDir = join(root, 'themes');
  cpSync(TENANTS_DIR, tenantsDir, { recursive: true });
  cpSync(THEMES_DIR, themesDir, { recursive: true });
  const read = <T>(file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
  const write = (file: string, value: unknown) =>
    writeFileSync(join(root, file), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  return {
    root,
    tenantsDir,
    themesDir,
    read,
    write,
    edit<T>(file: string, change: (value: T) => void) {
      const value = read<T>(file);
      change(value);
      write(file, value);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
