import type { TradeCategory } from '../../../shared/calls/enums';
import type { OrgPartner, OrgStats } from '../../../shared/calls/tender';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import type { Count } from '../../services/paging';

// An organisation's page analysis, read from its own tender_parties rows alone (migration 040 copies each notice's
// project, year, province, trade and amount onto them; the index holds them): its projects first, one row each, then
// grouped three ways. Its partners are found on the other parts of its latest notices by the primary key
// (tender_id, role, org_id), so the busiest organisation costs what a usual one does.

/** The most regions, trades and partners of each kind listed. */
const TOP = 8;

/** How many of its latest notices an organisation's partners are counted on. */
export const PARTNER_NOTICES = 1_000;

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
 * Its projects (a project's stages name the same parties), each counted once, in the year of its first notice, grouped
 * by year, province and trade in one pass; a winner without its own amount counts its notice's.
 */
const GROUPS_SQL = `WITH project AS (
    SELECT m.project_key, min(m.notice_year) AS year, min(m.province_code) AS province_code,
      min(m.trade_category) AS trade_category,
      bool_or(m.role = 'buyer') AS published, bool_or(m.role IN ('tenderer', 'winner')) AS bid, bool_or(m.role = 'winner') AS won,
      coalesce(sum(coalesce(m.amount, CASE WHEN coalesce(m.rank, 1) = 1 THEN m.notice_amount END)) FILTER (WHERE m.role = 'winner'), 0)
        AS awarded
    FROM tender_parties m WHERE m.org_id = $1 GROUP BY m.project_key)
  SELECT g.*, r.name AS province_name FROM (
    SELECT year, province_code, trade_category, count(*) AS projects, count(*) FILTER (WHERE published) AS published,
      count(*) FILTER (WHERE bid) AS bids, count(*) FILTER (WHERE won) AS wins, sum(awarded) AS awarded
    FROM project GROUP BY GROUPING SETS ((year), (province_code), (trade_category))
  ) g LEFT JOIN regions r ON r.code = g.province_code`;

/** The roles of tender_parties (its CHECK constraint). */
const PARTY_ROLES = ['buyer', 'agency', 'tenderer', 'winner'] as const;

/**
 * The other organisations of its latest notices, in one pass over their parts: buyers of the notices it won, winners
 * of those it published, other bidders and winners of those it bid on; the most frequent of each kind, named.
 * The latest notices are the newest of each role's index range merged (a few thousand entries read, not every one of
 * the organisation's); names are looked up for the sixteen or so listed only (a join would read every organisation).
 */
const PARTNERS_SQL = `WITH latest AS (
    ${PARTY_ROLES.map(
      (role) =>
        `(SELECT tender_id, role FROM tender_parties WHERE org_id = $1 AND role = '${role}' ORDER BY tender_id DESC LIMIT ${PARTNER_NOTICES})`,
    ).join(' UNION ALL ')}),
  mine AS (
    SELECT tender_id, bool_or(role = 'buyer') AS published, bool_or(role = 'winner') AS won,
      bool_or(role IN ('tenderer', 'winner')) AS bid
    FROM latest GROUP BY tender_id ORDER BY tender_id DESC LIMIT ${PARTNER_NOTICES}),
  partner AS (
    SELECT c.org_id,
      count(DISTINCT c.project_key) FILTER (WHERE m.won AND c.role = 'buyer') AS buyers,
      count(DISTINCT c.project_key) FILTER (WHERE m.published AND c.role = 'winner') AS winners,
      count(DISTINCT c.project_key) FILTER (WHERE m.bid AND c.role IN ('tenderer', 'winner')) AS competitors
    FROM mine m JOIN tender_parties c ON c.tender_id = m.tender_id AND c.org_id <> $1
    GROUP BY c.org_id),
  ranked AS (
    SELECT v.kind, p.org_id, v.n, row_number() OVER (PARTITION BY v.kind ORDER BY v.n DESC, p.org_id) AS place
    FROM partner p
    CROSS JOIN LATERAL (VALUES ('buyers', p.buyers), ('winners', p.winners), ('competitors', p.competitors)) v (kind, n)
    WHERE v.n > 0)
  SELECT r.kind, r.org_id AS id, (SELECT name FROM bid_orgs WHERE id = r.org_id) AS name, r.n
  FROM ranked r WHERE place <= ${TOP}
  ORDER BY r.kind, r.n DESC, r.org_id`;

const byCount = <T extends { count: number }>(rows: T[]) => rows.sort((a, b) => b.count - a.count).slice(0, TOP);

/** The analysis of one organisation, or 40400 for an unknown one. */
export async function orgStats(db: Queryable, orgId: number): Promise<OrgStats> {
  const [org] = await db.query('SELECT 1 FROM bid_orgs WHERE id = $1', [orgId]);
  if (!org) throw fail('bidOrgNotFound');
  // Two statements at once: on PostgreSQL each has a connection of its own.
  const [groups, partners] = await Promise.all([
    db.query<GroupRow>(GROUPS_SQL, [orgId]),
    db.query<{ kind: 'buyers' | 'winners' | 'competitors'; id: number; name: string; n: Count }>(PARTNERS_SQL, [orgId]),
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
