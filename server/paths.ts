import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from server/ or from the built dist/. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

export const ROOT = findRoot();
/** TENANTS_DIR and THEMES_DIR let an operator keep manifests and themes outside the checkout. */
export const TENANTS_DIR = process.env.TENANTS_DIR || join(ROOT, 'tenants');
export const THEMES_DIR = process.env.THEMES_DIR || join(ROOT, 'themes');
export const PUBLIC_DIR = join(ROOT, 'public');
export const MIGRATIONS_DIR = join(ROOT, 'server', 'db', 'migrations');
export const SEED_DATA_DIR = join(ROOT, 'server', 'db', 'seed-data');
export const DIST_DIR = join(ROOT, 'dist');
