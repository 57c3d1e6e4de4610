import type { TradeCategory } from '../../../shared/calls/enums';
import type { OrgPartner, OrgStats } from '../../../shared/calls/tender';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import type { Count } from '../../services/paging';

// An organisation's page analysis, read from tender_parties by (org_id, role) (migration 036's index holds the
// notice id, amount and rank): one scan of its parts grouped three ways, and one statement for its partners, where
// each partner is found on the other parts of the same notices by the primary key (tender_id, role, org_id).

/** The most regions, trades and partners of each kind listed. */
const TOP = 8;

/** The year of a notice in China time (UTC+8). */
const YEAR = "extract(year FROM (t.publish_time AT TIME ZONE 'UTC') + interval '8 hours')::int";

interface GroupRow {
  year: number | null;
  province_code: string | null;
  province_name: string | null;
  trade_category: TradeCategory | null;
  projects: Count;
  published: Count;
  bids: Count;
  wins: Count;
  awarded: Count;
}

/**
 * Its projects (a project's stages name the same parties) grouped by year, province and trade in one pass; a winner
 * without its own amount counts its notice's.
 */
const GROUPS_SQL = `SELECT y.year, t.province_code, r.name AS province_name, t.trade_category,
    count(DISTINCT t.project_key) AS projects,
    count(DISTINCT t.project_key) FILTER (WHERE m.role = 'buyer') AS published,
    count(DISTINCT t.project_key) FILTER (WHERE m.role IN ('tenderer', 'winner')) AS bids,
    count(DISTINCT t.project_key) FILTER (WHERE m.role = 'winner') AS wins,
    coalesce(sum(coalesce(m.amount, CASE WHEN coalesce(m.rank, 1) = 1 THEN t.amount END)) FILTER (WHERE m.role = 'winner'), 0) AS awarded
  FROM tender_parties m
  JOIN tenders t ON t.id = m.tender_id
  LEFT JOIN regions r ON r.code = t.province_code
  CROSS JOIN LATERAL (SELECT ${YEAR} AS year) y
  WHERE m.org_id = $1
  GROUP BY GROUPING SETS ((y.year), (t.province_code, r.name), (t.trade_category))`;

/** The other organisations of its projects: buyers of its wins, winners of its tenders, co-bidders of its bids. */
const partnerBranch = (
  kind: string,
  mine: string,
  theirs: string,
) => `(SELECT '${kind}' AS kind, c.org_id, count(DISTINCT t.project_key) AS n
    FROM tender_parties m JOIN tender_parties c ON c.tender_id = m.tender_id AND c.role IN (${theirs}) AND c.org_id <> m.org_id
    JOIN tenders t ON t.id = m.tender_id
    WHERE m.org_id = $1 AND m.role IN (${mine})
    GROUP BY c.org_id ORDER BY n DESC, c.org_id LIMIT ${TOP})`;
const BIDDING = "'tenderer', 'winner'";
const PARTNERS_SQL = `SELECT p.kind, o.id, o.name, p.n FROM (
    ${partnerBranch('buyers', "'winner'", "'buyer'")}
    UNION ALL ${partnerBranch('winners', "'buyer'", "'winner'")}
    UNION ALL ${partnerBranch('competitors', BIDDING, BIDDING)}
  ) p JOIN bid_orgs o ON o.id = p.org_id ORDER BY p.kind, p.n DESC, o.id`;

const byCount = <T extends { count: number }>(rows: T[]) => rows.sort((a, b) => b.count - a.count).slice(0, TOP);

/** The analysis of one organisation, or 40400 for an unknown one. */
export async function orgStats(db: Queryable, orgId: number): Promise<OrgStats> {
  const [org] = await db.query('SELECT 1 FROM bid_orgs WHERE id = $1', [orgId]);
  if (!org) throw fail('bidOrgNotFound');
  const groups = await db.query<GroupRow>(GROUPS_SQL, [orgId]);
  const partners = await db.query<{ kind: 'buyers' | 'winners' | 'competitors'; id: number; name: string; n: Count }>(PARTNERS_SQL, [
    orgId,
  ]);
  const partnersOf = (kind: string): OrgPartner[] =>
    partners.filter((row) => row.kind === kind).map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
  return {
    years: groups
      .filter((row) => row.year !== null)
      .map((row) => ({
        year: row.year!,
        published: Number(row.published),
        bids: Number(row.bids),
        wins: Number(row.wins),
        awarded: Number(row.awarded),
      }))
      .sort((a, b) => a.year - b.year),
    regions: byCount(
      groups.flatMap((row) =>
        row.province_code === null ? [] : [{ code: row.province_code, name: row.province_name ?? '', count: Number(row.projects) }],
      ),
    ),
    trades: byCount(
      groups.flatMap((row) => (row.trade_category === null ? [] : [{ code: row.trade_category, count: Number(row.projects) }])),
    ),
    buyers: partnersOf('buyers'),
    winners: partnersOf('winners'),
    competitors: partnersOf('competitors'),
  };
}
