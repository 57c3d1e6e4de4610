import type { TenderListItem } from '../../../shared/calls/tender';
import type { Queryable } from '../../db/database';
import type { Paged, Paging } from '../../services/paging';
import { pageTenders } from './tender-pages';
import { TENDER_BIZ_TYPE } from './tender-rows';

// The personal centre's tender lists: of the organisations a user follows, and the tenders they favourited.

/** Tenders of the organisations the user follows (or of one of them, if followed), newest first. */
export function listByFollow(db: Queryable, userId: string, orgId: number | undefined, paging: Paging): Promise<Paged<TenderListItem>> {
  const params: unknown[] = [userId];
  const where = ['t.org_id IN (SELECT f.org_id FROM user_bid_orgs f WHERE f.user_id = $1)'];
  if (orgId !== undefined) where.push(`t.org_id = $${params.push(orgId)}::int`);
  return pageTenders(db, { where, params }, paging);
}

/** The user's favourite tenders, latest favourite first. */
export function listByFavorite(db: Queryable, userId: string, paging: Paging): Promise<Paged<TenderListItem>> {
  return pageTenders(
    db,
    {
      from: `tenders t JOIN user_operations u ON u.biz_type = '${TENDER_BIZ_TYPE}' AND u.biz_id = t.id AND u.kind = 'favorite' AND u.user_id = $1`,
      where: [],
      params: [userId],
      order: 'u.created_at DESC, t.id DESC',
    },
    paging,
  );
}

/** The user's own organisation names, in their order. */
export async function orgNames(db: Queryable, userId: string): Promise<string[]> {
  const [row] = await db.query<{ names: string[] }>('SELECT names FROM user_org_names WHERE user_id = $1', [userId]);
  return row?.names ?? [];
}

/** Replaces the user's own organisation names (each once). */
export async function saveOrgNames(db: Queryable, userId: string, names: readonly string[]): Promise<string[]> {
  const unique = [...new Set(names)];
  await db.query(
    `INSERT INTO user_org_names (user_id, names) VALUES ($1, $2::text[])
     ON CONFLICT (user_id) DO UPDATE SET names = EXCLUDED.names, updated_at = now()`,
    [userId, unique],
  );
  return unique;
}
