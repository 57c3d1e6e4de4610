import { sql, type RawBuilder } from 'kysely';
import type { EditorialState } from '../../../shared/calls/editorial';
import type { Database, Queryable } from '../../db/database';
import { iso } from '../../services/paging';
import type { Editor } from './access';

// A kind of content the console edits (news, standards, courses): where its rows are and how its own fields are
// read, checked and written. Everything else (state, versions, tenants, audit, lists) is the same for every kind
// and lives in editorial-writes.ts and editorial-list.ts.

/** The column of an item's release time: when it went out, or goes out when scheduled (help articles' publish_time). */
export type ReleaseColumn = 'release_time' | 'publish_time';

/** The columns every kind's row is read with, whatever they are called in its table (the release column as release_time). */
export interface StateRow {
  id: number;
  tenant_ids: string[];
  state: string;
  release_time: Date;
  deleted_at: Date | null;
  updated_at: Date;
  version: number;
}

/** The state of an item as the calls answer it. */
export interface ItemState {
  id: number;
  tenants: string[];
  state: EditorialState;
  releaseTime: string;
  deletedAt: string | null;
  updatedAt: string;
  version: number;
}

/** What the audit log compares: an item's fields by name. */
export type Snapshot = Record<string, unknown>;

/** The state fields a kind does not write itself (editorial-writes.ts does). */
export const STATE_FIELDS = ['tenants', 'state', 'releaseTime', 'deletedAt'] as const;

export interface WriteContext {
  db: Database;
  editor: Editor;
  now: Date;
  /** Whether a tenant id names a known tenant. */
  knownTenant: (id: string) => boolean;
}

/**
 * Methods rather than function properties: their parameters are compared both ways, so every kind is an AnyKind
 * for the code that handles all of them.
 */
export interface EditorialKind<Row extends StateRow, Item extends ItemState, Fields extends Snapshot> {
  /** The audit log's item type, and the preview ticket's. */
  itemType: string;
  table:
    | 'news'
    | 'standards'
    | 'videos'
    | 'policies'
    | 'papers'
    | 'downloads'
    | 'jobs'
    | 'products'
    | 'solutions'
    | 'product_logs'
    | 'help_articles';
  /** The column of the editorial state (standards have a status of their own). */
  stateColumn: 'status' | 'publish_state';
  /** The column of the release time; release_time unless named. */
  releaseColumn?: ReleaseColumn;
  /**
   * A column visitors read as the time of the item's last change (help articles' update_time, the page's update
   * time), if the kind has one: now() when its fields are saved, and never earlier than its release time.
   */
  changeTimeColumn?: 'update_time';
  /** The item's page on the site, where a preview link points; null: a kind shown only in lists has none to preview. */
  pagePath(id: number): string | null;
  /** One row, locked for the transaction's change when `forUpdate`. */
  read(db: Queryable, id: number, forUpdate: boolean): Promise<Row | undefined>;
  toItem(row: Row): Item;
  /** The audited fields: the editable ones and the state, not counters or the time of the last change. */
  snapshot(item: Item): Snapshot;
  /**
   * The fields as they will be stored (bodies sanitised, texts plain, file addresses checked, names resolved to
   * ids), refused when a reference does not exist. `current` is the item being updated, if any.
   */
  prepare(tx: Queryable, fields: Fields, ctx: WriteContext, current?: Item): Promise<Snapshot>;
  /** Inserts a new draft's row with the fields its table requires; answers its id. */
  insert(tx: Queryable, fields: Snapshot, ctx: WriteContext): Promise<number>;
  /** Writes the kind's own changed fields (not the STATE_FIELDS). */
  store(tx: Queryable, id: number, changed: Snapshot): Promise<void>;
  /** The kind's own list filters, as conditions on the table aliased `t`. */
  listFilters?(query: Record<string, unknown>): RawBuilder<boolean>[];
  /** What the list shows and searches as an item's title, over the table aliased `t`, when not `t.title`. */
  listTitle?: RawBuilder<string>;
}

export type AnyKind = EditorialKind<StateRow, ItemState, Snapshot>;

/** The column of a kind's release time. */
export const releaseColumnOf = (kind: Pick<AnyKind, 'releaseColumn'>): ReleaseColumn => kind.releaseColumn ?? 'release_time';

/** The state columns of a kind's table `t`, named as StateRow names them. */
export const stateColumns = (kind: AnyKind) =>
  sql`t.id, t.tenant_ids, ${sql.ref(`t.${kind.stateColumn}`)} AS state, ${sql.ref(`t.${releaseColumnOf(kind)}`)} AS release_time,
    t.deleted_at, t.updated_at, t.version`;

/** The state columns as a kind's read selects them from its table aliased `t` (`release`: its release column). */
export const stateSelection = <C extends AnyKind['stateColumn'], R extends ReleaseColumn = 'release_time'>(column: C, release?: R) =>
  [
    't.id',
    't.tenant_ids',
    `t.${column} as state` as const,
    `t.${release ?? ('release_time' as R)} as release_time` as const,
    't.deleted_at',
    't.updated_at',
    't.version',
  ] as const;

/** The state of an item as the calls answer it, from its row. */
export const itemStateOf = (row: StateRow): ItemState => ({
  id: row.id,
  tenants: row.tenant_ids,
  state: row.state as EditorialState,
  releaseTime: iso(row.release_time),
  deletedAt: row.deleted_at && iso(row.deleted_at),
  updatedAt: iso(row.updated_at),
  version: row.version,
});
