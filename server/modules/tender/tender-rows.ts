import type { ProjectType, TenderStage, TradeCategory } from '../../../shared/calls/enums';
import type { TenderListItem } from '../../../shared/calls/tender';
import { iso, type Count } from '../../services/paging';

// How a tender row becomes the list item of every tender list and the detail (shared/calls/tender.ts).

export const TENDER_BIZ_TYPE = 'tender';

/** The list item's columns of tenders `t`, with its regions and organisations named. */
export const LIST_COLUMNS = `t.id, t.title, t.project_name, t.eng_type, t.trade_category, t.project_type,
  t.province_code, p.name AS province_name, t.city_code, c.name AS city_name, t.district_code, d.name AS district_name,
  t.org_id, o.name AS org_name, t.agency_id, a.name AS agency_name, t.amount, t.publish_time, t.deadline,
  t.bid_opening_time, t.source`;

/** The joins LIST_COLUMNS reads. */
export const LIST_JOINS = `JOIN regions p ON p.code = t.province_code
  LEFT JOIN regions c ON c.code = t.city_code
  LEFT JOIN regions d ON d.code = t.district_code
  JOIN bid_orgs o ON o.id = t.org_id
  LEFT JOIN bid_orgs a ON a.id = t.agency_id`;

export interface ListRow {
  id: number;
  title: string;
  project_name: string;
  eng_type: TenderStage;
  trade_category: TradeCategory;
  project_type: Exclude<ProjectType, 'ALL'>;
  province_code: string;
  province_name: string;
  city_code: string | null;
  city_name: string | null;
  district_code: string | null;
  district_name: string | null;
  org_id: number;
  org_name: string;
  agency_id: number | null;
  agency_name: string | null;
  /** bigint: a string from the driver. */
  amount: Count | null;
  publish_time: Date;
  deadline: Date | null;
  bid_opening_time: Date | null;
  source: string;
}

const region = (code: string | null, name: string | null) => (code === null ? null : { code, name: name ?? '' });
const idName = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const maybeIso = (value: Date | null) => (value === null ? null : iso(value));

export function toListItem(row: ListRow): TenderListItem {
  return {
    id: row.id,
    title: row.title,
    projectName: row.project_name,
    engType: row.eng_type,
    tradeCategory: row.trade_category,
    projectType: row.project_type,
    province: { code: row.province_code, name: row.province_name },
    city: region(row.city_code, row.city_name),
    district: region(row.district_code, row.district_name),
    org: { id: row.org_id, name: row.org_name },
    agency: idName(row.agency_id, row.agency_name),
    amount: row.amount === null ? null : Number(row.amount),
    publishTime: iso(row.publish_time),
    deadline: maybeIso(row.deadline),
    bidOpeningTime: maybeIso(row.bid_opening_time),
    source: row.source,
  };
}
