import type { Queryable } from '../../../db/database';
import type { NormalisedNotice } from './normalise-notice';
import type { PartyInput } from './notice-record';
import { categoryRules } from './rules';

// Storing imported notices: organisations matched by credit code, else by normalised name (bid_orgs.normalised_name,
// migration 033), else created; the notice inserted or updated in place; its bidders and winners as parties.

type Role = keyof typeof categoryRules.partyTypes;

/** Organisation ids of one run, by credit code or normalised name. */
export type OrgCache = Map<string, number>;

async function orgIdOf(tx: Queryable, party: PartyInput, role: Role, provinceCode: string | null, cache: OrgCache): Promise<number> {
  const key = party.uscc ?? `name:${party.name}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const [byCode] = party.uscc ? await tx.query<{ id: number }>('SELECT id FROM bid_orgs WHERE uscc = $1', [party.uscc]) : [];
  const [byName] = byCode
    ? []
    : await tx.query<{ id: number; uscc: string | null }>(
        'SELECT id, uscc FROM bid_orgs WHERE normalised_name = org_name_key($1) ORDER BY id LIMIT 1',
        [party.name],
      );
  if (byName && party.uscc && !byName.uscc) await tx.query('UPDATE bid_orgs SET uscc = $2 WHERE id = $1', [byName.id, party.uscc]);
  const id =
    byCode?.id ??
    byName?.id ??
    (
      await tx.query<{ id: number }>(
        `INSERT INTO bid_orgs (name, party_type, province_code, uscc) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
        [party.name, categoryRules.partyTypes[role], role === 'buyer' ? provinceCode : null, party.uscc],
      )
    )[0]!.id;
  cache.set(key, id);
  return id;
}

const COLUMNS = [
  'title',
  'project_name',
  'project_key',
  'eng_type',
  'trade_category',
  'project_type',
  'province_code',
  'city_code',
  'district_code',
  'org_id',
  'agency_id',
  'amount',
  'publish_time',
  'deadline',
  'bid_opening_time',
  'source',
  'content',
  'attachments',
  'attachment_urls',
  'original_url',
  'normalisation',
];

/** Inserts the notice, or updates notice `existing` in place; answers its id. */
export async function writeNotice(
  tx: Queryable,
  notice: NormalisedNotice,
  existing: number | null,
  cache: OrgCache,
  now: Date,
): Promise<number> {
  const orgId = await orgIdOf(tx, notice.buyer, 'buyer', notice.provinceCode, cache);
  const agencyId = notice.agency ? await orgIdOf(tx, notice.agency, 'agency', null, cache) : null;
  const values = [
    notice.title,
    notice.projectName,
    notice.projectKey,
    notice.stage,
    notice.tradeCategory,
    notice.projectType,
    notice.provinceCode,
    notice.cityCode,
    notice.districtCode,
    orgId,
    agencyId,
    notice.amount,
    notice.publishTime,
    notice.deadline,
    notice.bidOpeningTime,
    notice.publisher,
    notice.content,
    notice.attachments.map((a) => a.title),
    notice.attachments.map((a) => a.url),
    notice.url,
    JSON.stringify(notice.normalisation),
  ];
  let id: number;
  if (existing === null) {
    const params = COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO tenders (${COLUMNS.join(', ')}, created_at) VALUES (${params}, $${COLUMNS.length + 1}) RETURNING id`,
      [...values, now],
    );
    id = row!.id;
  } else {
    const sets = COLUMNS.map((name, i) => `${name} = $${i + 2}`).join(', ');
    await tx.query(`UPDATE tenders SET ${sets} WHERE id = $1`, [existing, ...values]);
    id = existing;
  }
  if (existing !== null) await tx.query("DELETE FROM tender_parties WHERE tender_id = $1 AND role IN ('tenderer', 'winner')", [id]);
  const parties: { orgId: number; role: string; amount: number | null; rank: number }[] = [];
  for (const [role, list] of [
    ['tenderer', notice.tenderers],
    ['winner', notice.winners],
  ] as const) {
    for (const [rank, party] of list.entries()) {
      parties.push({ orgId: await orgIdOf(tx, party, role, null, cache), role, amount: party.amount, rank: rank + 1 });
    }
  }
  // One statement for all of a notice's bidders and winners.
  if (parties.length) {
    await tx.query(
      `INSERT INTO tender_parties (tender_id, org_id, role, amount, rank)
       SELECT $1, p.org_id, p.role, p.amount, p.rank
       FROM unnest($2::int[], $3::text[], $4::bigint[], $5::int[]) AS p(org_id, role, amount, rank)
       ON CONFLICT DO NOTHING`,
      [id, parties.map((p) => p.orgId), parties.map((p) => p.role), parties.map((p) => p.amount), parties.map((p) => p.rank)],
    );
  }
  return id;
}
