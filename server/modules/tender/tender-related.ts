import type { TenderBidResult, TenderListItem } from '../../../shared/calls/tender';
import type { Database, Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import type { Count } from '../../services/paging';
import { ensureIndexed } from '../search/public';
import { tendersByIds } from './tender-pages';

// A detail page's project around its notice: the winning-bid view (the bidders and winners every notice of the
// project names, tender_parties) and similar projects. Both read the project by its key, so every stage's
// page shows the same; both are public and cached with the page.

const SIMILAR = 5;
/** Newest notices of the same province and trade looked at for similar projects (tenders_similar_idx). */
const CANDIDATES = 300;
/** A close amount: within this factor either way of the notice's own. */
const AMOUNT_FACTOR = 3;

interface BidRow {
  id: number;
  name: string;
  winner: boolean;
  bid: Count | null;
  won: Count | null;
  rank: number | null;
}

/** Each organisation once: bidding and winning rows of the project joined, its offer its bid, else its award. */
const BIDS_SQL = `SELECT p.org_id AS id, o.name, bool_or(p.role = 'winner') AS winner,
    max(p.amount) FILTER (WHERE p.role = 'tenderer') AS bid, max(p.amount) FILTER (WHERE p.role = 'winner') AS won,
    min(p.rank) FILTER (WHERE p.role = 'tenderer') AS rank
  FROM tenders t JOIN tender_parties p ON p.tender_id = t.id AND p.role IN ('tenderer', 'winner') JOIN bid_orgs o ON o.id = p.org_id
  WHERE t.project_key = $1
  GROUP BY p.org_id, o.name`;

/** The budget (latest announcement or clarification with an amount) and the result's amount (latest result). */
const AMOUNTS_SQL = `SELECT
    (SELECT amount FROM tenders WHERE project_key = $1 AND eng_type IN ('0100', '0105') AND amount IS NOT NULL
      ORDER BY publish_time DESC, id DESC LIMIT 1) AS budget,
    (SELECT amount FROM tenders WHERE project_key = $1 AND eng_type = '0104' AND amount IS NOT NULL
      ORDER BY publish_time DESC, id DESC LIMIT 1) AS result`;

const num = (value: Count | null) => (value === null ? null : Number(value));

/** The winning-bid view of a project: empty bids and null amounts when nothing is known. */
export async function bidResult(db: Queryable, projectKey: string): Promise<TenderBidResult> {
  const rows = await db.query<BidRow>(BIDS_SQL, [projectKey]);
  const [amounts] = await db.query<{ budget: Count | null; result: Count | null }>(AMOUNTS_SQL, [projectKey]);
  const bids = rows
    .map((row) => ({ id: row.id, name: row.name, amount: num(row.bid) ?? num(row.won), rank: row.rank, winner: row.winner }))
    .sort(
      (a, b) =>
        Number(b.winner) - Number(a.winner) ||
        (a.rank ?? Infinity) - (b.rank ?? Infinity) ||
        (a.amount ?? Infinity) - (b.amount ?? Infinity) ||
        a.id - b.id,
    );
  const winners = rows.filter((row) => row.winner);
  const awarded = winners.map((row) => num(row.won) ?? num(row.bid));
  const winningAmount =
    winners.length && awarded.every((amount) => amount !== null)
      ? awarded.reduce<number>((sum, amount) => sum + amount!, 0)
      : num(amounts?.result ?? null);
  const budget = num(amounts?.budget ?? null);
  return {
    bids,
    budget,
    winningAmount,
    discountBasisPoints: budget && winningAmount !== null ? Math.round(((budget - winningAmount) * 10_000) / budget) : null,
  };
}

/**
 * Up to five projects like this notice's: the newest notices of its province and trade category with a close
 * amount (a bounded walk of tenders_similar_idx), one notice a project, its own project left out, ranked by the
 * title words (the search index's, search_docs.title_words) they share with it, then by closeness of amount.
 */
const SIMILAR_SQL = `WITH src AS (
    SELECT t.project_key, t.province_code, t.trade_category, t.amount,
      coalesce((SELECT tsvector_to_array(d.title_words) FROM search_docs d WHERE d.biz_type = 'tender' AND d.biz_id = t.id), '{}') AS words
    FROM tenders t WHERE t.id = $1
  ), candidates AS (
    SELECT c.id, c.project_key, c.amount, c.publish_time FROM src JOIN tenders c
      ON c.province_code = src.province_code AND c.trade_category = src.trade_category AND c.project_key <> src.project_key
    WHERE src.amount IS NULL OR c.amount BETWEEN src.amount / ${AMOUNT_FACTOR} AND src.amount * ${AMOUNT_FACTOR}
    ORDER BY c.publish_time DESC, c.id DESC LIMIT ${CANDIDATES}
  ), scored AS (
    SELECT DISTINCT ON (c.project_key) c.id, c.publish_time,
      (SELECT count(*) FROM unnest(tsvector_to_array(d.title_words)) w WHERE w = ANY (src.words)) AS shared,
      abs(ln(greatest(c.amount, 1)::numeric / greatest(src.amount, 1))) AS gap
    FROM candidates c CROSS JOIN src LEFT JOIN search_docs d ON d.biz_type = 'tender' AND d.biz_id = c.id
    ORDER BY c.project_key, shared DESC, c.publish_time DESC, c.id DESC
  )
  SELECT id FROM scored ORDER BY shared DESC, gap ASC NULLS LAST, publish_time DESC, id DESC LIMIT ${SIMILAR}`;

export async function similarProjects(db: Database, id: number): Promise<TenderListItem[]> {
  await ensureIndexed(db);
  const rows = await db.query<{ id: number }>(SIMILAR_SQL, [id]);
  return tendersByIds(
    db,
    rows.map((row) => row.id),
  );
}

/** A notice's winning-bid view and similar projects, or 40400. */
export async function tenderRelated(db: Database, id: number): Promise<{ result: TenderBidResult; similar: TenderListItem[] }> {
  const [row] = await db.query<{ project_key: string }>('SELECT project_key FROM tenders WHERE id = $1', [id]);
  if (!row) throw fail('tenderNotFound');
  return { result: await bidResult(db, row.project_key), similar: await similarProjects(db, id) };
}
