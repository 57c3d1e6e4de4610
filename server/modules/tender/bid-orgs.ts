import type { CallBody } from '../../../shared/calls/define-call';
import type { BidOrg, tenderCalls } from '../../../shared/calls/tender';
import type { PartyType } from '../../../shared/calls/enums';
import type { Queryable } from '../../db/database';
import { containsPattern, fetchPage, type Count, type Paged } from '../../services/paging';
import { fail } from '../../services/failure';

// Organisations that tender, bid or regulate (SPEC §6 party types), and the ones each user follows.

interface OrgRow {
  id: number;
  name: string;
  party_type: Exclude<PartyType, 'ALL'>;
  province_code: string | null;
  province_name: string | null;
  tender_count: Count;
  followed: boolean;
}

/** Columns of bid_orgs `o` for the user of $1 (null for a visitor: not followed). */
const ORG_COLUMNS = `o.id, o.name, o.party_type, o.province_code, p.name AS province_name,
  (SELECT count(*) FROM tenders t WHERE t.org_id = o.id) AS tender_count,
  EXISTS (SELECT 1 FROM user_bid_orgs f WHERE f.user_id = $1 AND f.org_id = o.id) AS followed`;
const ORG_JOINS = 'LEFT JOIN regions p ON p.code = o.province_code';

const toOrg = (row: OrgRow): BidOrg => ({
  id: row.id,
  name: row.name,
  partyType: row.party_type,
  province: row.province_code === null ? null : { code: row.province_code, name: row.province_name ?? '' },
  tenderCount: Number(row.tender_count),
  followed: row.followed,
});

/** One organisation as `userId` sees it, or 40400. */
export async function getBidOrg(db: Queryable, id: number, userId: string | null): Promise<BidOrg> {
  const [row] = await db.query<OrgRow>(`SELECT ${ORG_COLUMNS} FROM bid_orgs o ${ORG_JOINS} WHERE o.id = $2`, [userId, id]);
  if (!row) throw fail('bidOrgNotFound');
  return toOrg(row);
}

/**
 * The list's filters on `o`, for the user of $1: a name pattern ($2), a party type ($3), followed only ($4). A filter
 * not asked for is null (or false) and folds away when the statement is planned with its values.
 */
const ORG_FILTER = `($2::text IS NULL OR o.name ILIKE $2) AND ($3::text IS NULL OR o.party_type = $3)
  AND (NOT $4::boolean OR o.id IN (SELECT org_id FROM user_bid_orgs WHERE user_id = $1))`;

/** Organisations by name and party type, or only those the user follows; most tenders first. */
export function listBidOrgs(db: Queryable, userId: string, query: CallBody<typeof tenderCalls.orgListPaged>): Promise<Paged<BidOrg>> {
  return fetchPage(
    db,
    `SELECT ${ORG_COLUMNS}, count(*) OVER () AS total FROM bid_orgs o ${ORG_JOINS}
     WHERE ${ORG_FILTER} ORDER BY tender_count DESC, o.id`,
    `SELECT count(*) AS total FROM bid_orgs o WHERE ${ORG_FILTER}`,
    [
      userId,
      query.keyword ? containsPattern(query.keyword) : null,
      query.partyType && query.partyType !== 'ALL' ? query.partyType : null,
      Boolean(query.followed),
    ],
    query,
    toOrg,
  );
}

/** Follows or stops following an organisation (idempotent); an unknown one is 40400. Only the caller's own follow changes. */
export async function setFollow(db: Queryable, userId: string, orgId: number, on: boolean): Promise<{ followed: boolean }> {
  const [org] = await db.query('SELECT 1 FROM bid_orgs WHERE id = $1', [orgId]);
  if (!org) throw fail('bidOrgNotFound');
  if (on) await db.query('INSERT INTO user_bid_orgs (user_id, org_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, orgId]);
  else await db.query('DELETE FROM user_bid_orgs WHERE user_id = $1 AND org_id = $2', [userId, orgId]);
  return { followed: on };
}
