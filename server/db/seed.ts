import type { TenantManifest } from '../../shared/tenant-types';
import type { Database, Queryable } from './database';
import { accountSeeders } from '../modules/accounts/public';
import { join } from 'node:path';
import { formatImportReport, loadPackOnce } from '../modules/content-packs/public';
import { SEED_DATA_DIR } from '../paths';
import { engineSeeders } from './seeders/engine-seeders';
import { productSeeder } from '../modules/product/public';
import { learningSeeder } from '../modules/learning/public';
import { demoEditors } from '../modules/console/public';
import { regionSeeder, tenderSeeder } from '../modules/tender/public';

export interface SeedContext {
  tenants: readonly TenantManifest[];
  /** The day the seed runs: demo dates are spread back from it. */
  now: Date;
  /** Add the demo users, whose password is published in the README (seedsDemoAccounts decides at start). */
  demoAccounts?: boolean;
  /** Content packs to load after the shipped ones (the tests' hostile fixtures). */
  extraPacks?: readonly string[];
}

/**
 * Whether a start seeds the demo users: on the embedded database (a local try-out), never on a PostgreSQL
 * server, which may face the internet, unless SEED_DEMO=1 asks for them; SEED_DEMO=0 leaves them out anywhere.
 */
export function seedsDemoAccounts(kind: Database['kind'], seedDemo?: boolean): boolean {
  return seedDemo ?? kind === 'pglite';
}

/** A seeder adds its content once; running it again changes nothing. */
export interface Seeder {
  name: string;
  /** Invented content: seeded only where the demo users are (seedsDemoAccounts). */
  demo?: boolean;
  run(tx: Queryable, context: SeedContext): Promise<void>;
}

/** Features append their seeders here, in dependency order. */
export const SEEDERS: readonly Seeder[] = [
  ...engineSeeders,
  ...accountSeeders,
  regionSeeder,
  { ...tenderSeeder, demo: true },
  { ...productSeeder, demo: true },
  { ...learningSeeder, demo: true },
  demoEditors,
];

/** Reference facts that ship everywhere (news columns, standards), and the invented content of a try-out. */
export const REFERENCE_PACK = join(SEED_DATA_DIR, 'packs', 'reference');
export const DEMO_PACK = join(SEED_DATA_DIR, 'packs', 'demo');

/**
 * Runs the seeders, then (unless given its own seeders) loads the content packs through the same import as
 * `npm run content:import`: the reference pack always, the demo pack where the demo users are; each only when
 * its files changed since the last start (what operators changed since stays).
 */
export async function seed(db: Database, context: SeedContext, seeders: readonly Seeder[] = SEEDERS): Promise<void> {
  for (const seeder of seeders) {
    if (!seeder.demo || context.demoAccounts) await db.transaction((tx) => seeder.run(tx, context));
  }
  if (seeders !== SEEDERS) return;
  const packs = [REFERENCE_PACK, ...(context.demoAccounts ? [DEMO_PACK] : []), ...(context.extraPacks ?? [])];
  for (const pack of packs) {
    const report = await loadPackOnce(db, pack, { now: context.now });
    if (!report) continue;
    const refused = report.kinds.flatMap((kind) => kind.refused);
    if (refused.length || report.unknownFiles.length) throw new Error(`content pack ${pack} does not load:\n${formatImportReport(report)}`);
  }
}
