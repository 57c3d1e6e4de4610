import type { CallBody } from '../../../shared/calls/define-call';
import {
  SOLUTION_INDUSTRIES,
  type SolutionCase,
  type SolutionDetail,
  type SolutionIndustry,
  type SolutionItem,
  type TitledText,
  type solutionCalls,
} from '../../../shared/calls/product';
import type { Queryable } from '../../db/database';
import { fail } from '../../services/failure';
import { fetchPage, type Count, type Paged } from '../../services/paging';

// Solutions by industry (SPEC §2 solution, solutionDetail), each built from some of the products. Visitors see
// the published solutions (shown_solutions) with their published products (shown_products).

const ORDER = `array_position(ARRAY['${SOLUTION_INDUSTRIES.join("', '")}'], s.industry), s.sort, s.id`;
const ITEM = 's.id, s.industry, s.title, s.summary';

const toItem = (row: SolutionItem): SolutionItem => ({ id: row.id, industry: row.industry, title: row.title, summary: row.summary });

/** Solutions of an industry or of all, with every industry's count. */
export async function listSolutions(
  db: Queryable,
  query: NonNullable<CallBody<typeof solutionCalls.listPaged>>,
): Promise<Paged<SolutionItem> & { industries: { industry: SolutionIndustry; count: number }[] }> {
  const where = '($1::text IS NULL OR s.industry = $1)';
  const page = await fetchPage(
    db,
    `SELECT ${ITEM}, count(*) OVER () AS total FROM shown_solutions s WHERE ${where} ORDER BY ${ORDER}`,
    `SELECT count(*) AS total FROM shown_solutions s WHERE ${where}`,
    [query.industry ?? null],
    query,
    toItem,
  );
  const counts = await db.query<{ industry: SolutionItem['industry']; n: Count }>(
    'SELECT industry, count(*) AS n FROM shown_solutions GROUP BY industry',
  );
  const byIndustry = new Map(counts.map((row) => [row.industry, Number(row.n)]));
  return { ...page, industries: SOLUTION_INDUSTRIES.map((industry) => ({ industry, count: byIndustry.get(industry) ?? 0 })) };
}

/** The solutions that use a product, in industry order. */
export async function solutionsUsing(db: Queryable, productId: number): Promise<SolutionItem[]> {
  const rows = await db.query<SolutionItem>(
    `SELECT ${ITEM} FROM shown_solutions s WHERE s.product_ids @> ARRAY[$1::int] ORDER BY ${ORDER}`,
    [productId],
  );
  return rows.map(toItem);
}

/**
 * One solution with the published products it uses (in its order); an unknown id is 40400. `unpublished` also
 * finds one visitors cannot see (a preview).
 */
export async function getSolution(db: Queryable, id: number, unpublished = false): Promise<SolutionDetail> {
  const [row] = await db.query<
    SolutionItem & { pains: TitledText[]; approach: TitledText[]; cases: SolutionCase[]; product_ids: number[] }
  >(`SELECT ${ITEM}, s.pains, s.approach, s.cases, s.product_ids FROM ${unpublished ? 'solutions' : 'shown_solutions'} s WHERE s.id = $1`, [
    id,
  ]);
  if (!row) throw fail('solutionNotFound');
  const products = await db.query<{ id: number; name: string }>(
    'SELECT p.id, p.name FROM unnest($1::int[]) WITH ORDINALITY AS u(id, n) JOIN shown_products p ON p.id = u.id ORDER BY u.n',
    [row.product_ids],
  );
  return { ...toItem(row), pains: row.pains, approach: row.approach, cases: row.cases, products };
}
