import SCRAPED from './scraped-notice.json';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

// Fixture organisations and tenders of a test file's own: the demo seed may or may not hold tenders, so a
// test filters by something only its fixtures have (an organisation, a keyword) and counts those.

let insertions = 0;

/** A name no other fixture of this run has. */
export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A word of letters alone that no other text holds: a keyword only one test's fixtures match. */
export const uniqueWord = () =>
  `q${Array.from(randomUUID().replace(/-/g, '').slice(0, 10), (hex) => String.fromCharCode(97 + (parseInt(hex, 16) % 26))).join('')}`;

export async function insertOrg(
  db: Queryable,
  name = uniqueName('org'),
  partyType = 'YZ',
  provinceCode: string | null = '440000',
): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO bid_orgs (name, party_type, province_code) VALUES ($1, $2, $3) RETURNING id', [
    name,
    partyType,
    provinceCode,
  ]);
  return row!.id;
}

export interface TenderFixture {
  title?: string;
  projectName?: string;
  projectKey?: string;
  engType?: string;
  tradeCategory?: string;
  projectType?: string;
  provinceCode?: string;
  cityCode?: string | null;
  districtCode?: string | null;
  orgId: number;
  agencyId?: number | null;
  amount?: number | null;
  /** Days before now it was published. */
  daysAgo?: number;
  deadline?: Date | null;
  content?: string;
  attachments?: string[];
  createdAt?: Date;
}

/** Inserts a tender (Guangzhou, Tianhe by default) and answers its id. */
export async function insertTender(db: Queryable, fixture: TenderFixture): Promise<number> {
  const name = uniqueName('tender');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO tenders (title, project_name, project_key, eng_type, trade_category, project_type, province_code, city_code,
       district_code, org_id, agency_id, amount, publish_time, deadline, bid_opening_time, source, content, attachments, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - make_interval(days => $13::int) - make_interval(secs => $14::int),
       $15, NULL, 'fixture', $16, $17, COALESCE($18, now()))
     RETURNING id`,
    [
      fixture.title ?? name,
      fixture.projectName ?? name,
      fixture.projectKey ?? name,
      fixture.engType ?? '0100',
      fixture.tradeCategory ?? 'ENGINEERING',
      fixture.projectType ?? 'ROAD',
      fixture.provinceCode ?? '440000',
      fixture.cityCode === undefined ? '440100' : fixture.cityCode,
      fixture.districtCode === undefined ? '440106' : fixture.districtCode,
      fixture.orgId,
      fixture.agencyId ?? null,
      fixture.amount === undefined ? 1_000_000 : fixture.amount,
      fixture.daysAgo ?? 1,
      // Tenders inserted with the same daysAgo get distinct publish times: each a second older than the one before.
      insertions++,
      fixture.deadline ?? null,
      fixture.content ?? '<p>body</p>',
      fixture.attachments ?? [],
      fixture.createdAt ?? null,
    ],
  );
  return row!.id;
}

/** A scraped notice (docs/tender-import-format.md) of a project of its own, code `code`: a Guangzhou road tender. */
export function scrapedNotice(code: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: code,
    projectCode: code,
    title: `${code}${SCRAPED.titleSuffix}`,
    noticeType: SCRAPED.noticeType,
    [SCRAPED.buyerField]: uniqueName(SCRAPED.buyerPrefix),
    regionText: SCRAPED.regionText,
    publishTime: SCRAPED.publishTime,
    url: `https://example.org/${code}`,
    ...fields,
  };
}
