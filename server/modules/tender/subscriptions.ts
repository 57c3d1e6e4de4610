import { SUBSCRIPTIONS_MAX } from '../../../shared/calls/enums';
import type { Subscription, SubscriptionInput } from '../../../shared/calls/tender';
import type { Database, Queryable } from '../../db/database';
import { iso, limits, type Count, type Paged, type Paging } from '../../services/paging';
import { fail } from '../../services/failure';
import { provincesAndCities } from './regions';
import type { TenderCriteria } from './tender-criteria';
import { checkAmountRange } from './tender-filter';

// A user's tender subscriptions (bid_subscriptions). Every statement names the owner, so another user's
// subscription is simply not found: nothing of it is read, changed or deleted.

export interface SubscriptionRow {
  id: number;
  user_id: string;
  name: string;
  keywords: string[];
  region_codes: string[];
  project_types: Subscription['projectTypes'];
  trade_categories: Subscription['tradeCategories'];
  eng_types: Subscription['engTypes'];
  amount_min: Count | null;
  amount_max: Count | null;
  digest: boolean;
  remind_days: number | null;
  created_at: Date;
  updated_at: Date;
  last_seen_at: Date;
  digest_sent_at: Date | null;
  /** Its matches that arrived after last_seen_at, up to counted_to (subscription-feed.ts keeps them). */
  new_count: number;
  counted_to: Date | null;
}

const amount = (value: Count | null) => (value === null ? null : Number(value));

/** What a subscription matches, as criteria of every tender list (tender-criteria.ts) and as its model's fields. */
export function subscriptionCriteria(row: SubscriptionRow) {
  return {
    keywords: row.keywords,
    regionCodes: row.region_codes,
    projectTypes: row.project_types,
    tradeCategories: row.trade_categories,
    engTypes: row.eng_types,
    amountMin: amount(row.amount_min),
    amountMax: amount(row.amount_max),
  } satisfies TenderCriteria;
}

const COLUMNS = `s.*, COALESCE((SELECT json_agg(json_build_object('code', r.code, 'name', r.name) ORDER BY k.n)
    FROM unnest(s.region_codes) WITH ORDINALITY k(code, n) JOIN regions r ON r.code = k.code), '[]'::json) AS regions`;

type NamedRow = SubscriptionRow & { regions: Subscription['regions'] };

export const toSubscription = (row: NamedRow): Subscription => ({
  id: row.id,
  name: row.name,
  ...subscriptionCriteria(row),
  digest: row.digest,
  remindDays: row.remind_days,
  regions: row.regions,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The user's subscription, or 40400 (also when it is another user's). */
export async function findSubscription(db: Queryable, userId: string, id: number): Promise<NamedRow> {
  const [row] = await db.query<NamedRow>(`SELECT ${COLUMNS} FROM bid_subscriptions s WHERE s.id = $1 AND s.user_id = $2`, [id, userId]);
  if (!row) throw fail('subscriptionNotFound');
  return row;
}

export const getSubscription = async (db: Queryable, userId: string, id: number) => toSubscription(await findSubscription(db, userId, id));

/** The user's subscriptions, newest first. */
export async function listSubscriptions(
  db: Queryable,
  userId: string,
  paging: Paging = { page: 1, pageSize: SUBSCRIPTIONS_MAX },
): Promise<Paged<Subscription>> {
  const { limit, offset } = limits(paging);
  const [rows, [count]] = await Promise.all([
    db.query<NamedRow>(`SELECT ${COLUMNS} FROM bid_subscriptions s WHERE s.user_id = $1 ORDER BY s.id DESC LIMIT $2 OFFSET $3`, [
      userId,
      limit,
      offset,
    ]),
    db.query<{ total: Count }>('SELECT count(*) AS total FROM bid_subscriptions WHERE user_id = $1', [userId]),
  ]);
  return { list: rows.map(toSubscription), total: Number(count?.total ?? 0) };
}

const unique = <T>(values: readonly T[] | undefined): T[] => [...new Set(values ?? [])];

/** The stored values of an input: lists without repeats or empty keywords, regions checked, amounts in order. */
async function storedValues(db: Queryable, input: SubscriptionInput): Promise<unknown[]> {
  checkAmountRange(input.amountMin, input.amountMax);
  const regions = await provincesAndCities(db, unique(input.regionCodes));
  const keywords = unique((input.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean));
  return [
    input.name,
    keywords,
    regions.map((region) => region.code),
    unique(input.projectTypes).filter((type) => type !== 'ALL'),
    unique(input.tradeCategories),
    unique(input.engTypes),
    input.amountMin ?? null,
    input.amountMax ?? null,
    input.digest ?? true,
    input.remindDays ?? null,
  ];
}

const FIELDS = 'name, keywords, region_codes, project_types, trade_categories, eng_types, amount_min, amount_max, digest, remind_days';
const TYPED = '$2, $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint, $9::bigint, $10, $11::smallint';

/** A new subscription; a user has at most SUBSCRIPTIONS_MAX. */
export async function createSubscription(db: Database, userId: string, input: SubscriptionInput): Promise<Subscription> {
  const values = await storedValues(db, input);
  const id = await db.transaction(async (tx) => {
    // The user's row is locked so that two creations at once cannot both pass the limit.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [count] = await tx.query<{ n: Count }>('SELECT count(*) AS n FROM bid_subscriptions WHERE user_id = $1', [userId]);
    if (Number(count?.n ?? 0) >= SUBSCRIPTIONS_MAX) throw fail('subscriptionLimit', { max: SUBSCRIPTIONS_MAX });
    const [row] = await tx.query<{ id: number }>(`INSERT INTO bid_subscriptions (user_id, ${FIELDS}) VALUES ($1, ${TYPED}) RETURNING id`, [
      userId,
      ...values,
    ]);
    return row!.id;
  });
  return getSubscription(db, userId, id);
}

/** Replaces every field of the user's subscription (absent lists become empty); another user's is 40400. */
export async function updateSubscription(db: Queryable, userId: string, id: number, input: SubscriptionInput): Promise<Subscription> {
  await findSubscription(db, userId, id);
  const values = await storedValues(db, input);
  const updated = await db.query(
    // What it matches changes, so its kept count of new matches is counted again.
    `UPDATE bid_subscriptions SET (${FIELDS}, updated_at, new_count, counted_to) = (${TYPED}, now(), 0, NULL)
     WHERE id = $12 AND user_id = $1 RETURNING id`,
    [userId, ...values, id],
  );
  if (!updated.length) throw fail('subscriptionNotFound');
  return getSubscription(db, userId, id);
}

/** Deletes the user's subscription; another user's is 40400 and stays. */
export async function removeSubscription(db: Queryable, userId: string, id: number): Promise<void> {
  const removed = await db.query('DELETE FROM bid_subscriptions WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  if (!removed.length) throw fail('subscriptionNotFound');
}
