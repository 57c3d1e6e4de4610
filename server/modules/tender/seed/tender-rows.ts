import type { Queryable } from '../../../db/database';
import { insertRows, toArrayLiteral, type Column } from '../../../db/insert-rows';
import type { GeneratedProject, GeneratedTender } from './tender-generator';

const int = (name: string): Column => ({ name, type: 'int' });
const txt = (name: string): Column => ({ name, type: 'text' });
const time = (name: string): Column => ({ name, type: 'timestamptz' });

const TENDER_COLUMNS: Column[] = [
  int('id'),
  txt('title'),
  txt('project_name'),
  txt('project_key'),
  txt('eng_type'),
  txt('trade_category'),
  txt('project_type'),
  txt('province_code'),
  txt('city_code'),
  txt('district_code'),
  int('org_id'),
  int('agency_id'),
  { name: 'amount', type: 'bigint' },
  time('publish_time'),
  time('deadline'),
  time('bid_opening_time'),
  txt('source'),
  txt('content'),
  { name: 'attachments', type: 'text', cast: 'text[]' },
  int('read_count'),
  time('created_at'),
];

/**
 * Stores generated projects: their organisations (by name, once each) and their notices (by id, skipping any
 * already there), with `content` as given, then moves the id sequence past them. `clean` prepares a body
 * for storing (the seeder sanitises it).
 */
export async function insertProjects(
  tx: Queryable,
  projects: readonly GeneratedProject[],
  clean: (html: string) => string = (html) => html,
): Promise<void> {
  const orgs = new Map(projects.flatMap((project) => project.orgs).map((org) => [org.name, org]));
  await insertRows(
    tx,
    'bid_orgs',
    [txt('name'), txt('party_type'), txt('province_code')],
    [...orgs.values()].map((org) => [org.name, org.partyType, org.provinceCode]),
  );
  const ids = new Map(
    (await tx.query<{ id: number; name: string }>('SELECT id, name FROM bid_orgs WHERE name = ANY($1::text[])', [[...orgs.keys()]])).map(
      (row) => [row.name, row.id],
    ),
  );
  const row = (tender: GeneratedTender) => [
    tender.id,
    tender.title,
    tender.projectName,
    tender.projectKey,
    tender.engType,
    tender.tradeCategory,
    tender.projectType,
    tender.provinceCode,
    tender.cityCode,
    tender.districtCode,
    ids.get(tender.org.name),
    tender.agency && ids.get(tender.agency.name),
    tender.amount,
    tender.publishTime,
    tender.deadline,
    tender.bidOpeningTime,
    tender.source,
    clean(tender.content),
    toArrayLiteral(tender.attachments),
    tender.readCount,
    tender.crawledAt,
  ];
  await insertRows(
    tx,
    'tenders',
    TENDER_COLUMNS,
    projects.flatMap((project) => project.tenders.map(row)),
  );
  // A result's bidders and winner; its buyer and agency come from the tenders' own trigger.
  await insertRows(
    tx,
    'tender_parties',
    [int('tender_id'), int('org_id'), txt('role'), { name: 'amount', type: 'bigint' }, int('rank')],
    projects.flatMap((project) =>
      project.tenders.flatMap((tender) =>
        tender.parties.map((party) => [tender.id, ids.get(party.org.name), party.role, party.amount, party.rank]),
      ),
    ),
  );
  // Ids were given: the identity must not hand them out again.
  await tx.query("SELECT setval(pg_get_serial_sequence('tenders', 'id'), (SELECT max(id) FROM tenders))");
}
