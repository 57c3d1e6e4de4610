import { Availability, DatabaseUnavailable } from '../db/database-availability';
import type { Database } from '../db/database';

export interface FaultyDatabase {
  database: Database;
  /** While down, every statement fails as it would with the server gone (refused connections). */
  setDown(down: boolean): void;
}

/**
 * The file's database behind a switch, for outage tests that run on PGlite and PostgreSQL alike: a real
 * server can be stopped only by the deployment scenario (scripts/deploy-scenario.ts), never under the other
 * test files that share it.
 */
export function faultyDatabase(db: Database): FaultyDatabase {
  const availability = new Availability();
  let down = false;
  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    if (down) {
      const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      availability.failed(cause);
      return Promise.reject(new DatabaseUnavailable(cause));
    }
    return run().then((result) => {
      // A statement begun before the switch went down says nothing of the database now.
      if (!down) availability.answered();
      return result;
    });
  };
  const database: Database = {
    kind: db.kind,
    get available() {
      return availability.available;
    },
    onAvailabilityChange: (listener) => availability.onChange(listener),
    query: (sql, params) => guard(() => db.query(sql, params)),
    exec: (sql) => guard(() => db.exec(sql)),
    transaction: (work) => guard(() => db.transaction(work)),
    listen: (channel, onPayload, onResume) => db.listen(channel, onPayload, onResume),
    close: () => Promise.resolve(),
  };
  return { database, setDown: (value) => void (down = value) };
}
