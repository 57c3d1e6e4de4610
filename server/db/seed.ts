import type { TenantManifest } from '../../shared/tenant-types';
import type { Database, Queryable } from './database';
import { accountSeeders } from './seeders/account-seeders';
import { contentSeeders } from './seeders/content-seeders';
import { engineSeeders } from './seeders/engine-seeders';

export interface SeedContext {
  tenants: readonly TenantManifest[];
  /** The day the seed runs: demo dates are spread back from it. */
  now: Date;
}

/** A seeder adds its demo content once; running it again changes nothing. */
export interface Seeder {
  name: string;
  run(tx: Queryable, context: SeedContext): Promise<void>;
}

/** Features append their seeders here, in dependency order. */
export const SEEDERS: readonly Seeder[] = [...engineSeeders, ...accountSeeders, ...contentSeeders];

export async function seed(db: Database, context: SeedContext, seeders: readonly Seeder[] = SEEDERS): Promise<void> {
  for (const seeder of seeders) await db.transaction((tx) => seeder.run(tx, context));
}
