import type { TenantManifest } from '../../shared/tenant-types';
import type { Database, Queryable } from './database';
import { accountSeeders } from '../modules/accounts/public';
import { contentSeeders } from './seeders/content-seeders';
import { engineSeeders } from './seeders/engine-seeders';
import { productSeeder } from '../modules/product/public';
import { learningSeeder } from '../modules/learning/public';
import { helpSeeder } from '../modules/help/public';
import { regionSeeder, tenderSeeder } from '../modules/tender/public';

export interface SeedContext {
  tenants: readonly TenantManifest[];
  /** The day the seed runs: demo dates are spread back from it. */
  now: Date;
  /** Add the demo users, whose password is published in the README (seedsDemoAccounts decides at start). */
  demoAccounts?: boolean;
}

/**
 * Whether a start seeds the demo users: on the embedded database (a local try-out), never on a PostgreSQL
 * server, which may face the internet, unless SEED_DEMO=1 asks for them; SEED_DEMO=0 leaves them out anywhere.
 */
export function seedsDemoAccounts(kind: Database['kind'], seedDemo?: boolean): boolean {
  return seedDemo ?? kind === 'pglite';
}

/** A seeder adds its demo content once; running it again changes nothing. */
export interface Seeder {
  name: string;
  run(tx: Queryable, context: SeedContext): Promise<void>;
}

/** Features append their seeders here, in dependency order. */
export const SEEDERS: readonly Seeder[] = [
  ...engineSeeders,
  ...accountSeeders,
  ...contentSeeders,
  regionSeeder,
  tenderSeeder,
  productSeeder,
  learningSeeder,
  helpSeeder,
];

export async function seed(db: Database, context: SeedContext, seeders: readonly Seeder[] = SEEDERS): Promise<void> {
  for (const seeder of seeders) await db.transaction((tx) => seeder.run(tx, context));
}
