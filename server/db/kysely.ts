import { Kysely } from 'kysely';
import type { Database, Queryable } from './database';
import { PortalDatabaseDialect } from './kysely-dialect';
import type { DB } from './schema-types';

const instances = new WeakMap<Database | Queryable, Kysely<DB>>();

/**
 * The typed query builder over a Database, or over the Queryable of a transaction already open: its statements go
 * through that object, so they share its engine, its pool and its outage handling. One instance per target.
 */
export function kyselyOf(target: Database | Queryable): Kysely<DB> {
  let instance = instances.get(target);
  if (!instance) {
    instance = new Kysely<DB>({ dialect: new PortalDatabaseDialect(target) });
    instances.set(target, instance);
  }
  return instance;
}
