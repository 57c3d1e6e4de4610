import { TENDER_EXPORT_MAX, type TenderExportFormat, type TenderSort } from '../../../shared/calls/enums';
import type { TenderFilter, TenderListItem } from '../../../shared/calls/tender';
import { chinaWallClock } from '../../../shared/china-time';
import { tradeCategorySlug } from '../../../shared/trade-category-slug';
import type { Database, Queryable } from '../../db/database';
import { serverText } from '../../server-text';
import { csvFile, formulaSafe } from '../../services/csv';
import { provincesAndCities } from './regions';
import { filterCriteria } from './tender-filter';
import { listTenders, type TenderPage } from './tender-pages';

// A tender list as a file (tenderCalls.export): the same search as the list page, in its order, at most
// TENDER_EXPORT_MAX rows, with the filters written in words above the table.

export interface TenderExportRequest extends TenderFilter {
  sort?: TenderSort;
  format: TenderExportFormat;
}

type Cell = string | number;

/** A time as China's wall clock, to the minute: 2026-11-28 17:40. */
export const chinaMinute = (iso: string) => chinaWallClock(Date.parse(iso)).slice(0, 16).replace('T', ' ');
const maybeMinute = (iso: string | null) => (iso === null ? '' : chinaMinute(iso));
const text = (key: string, vars?: Record<string, unknown>) => serverText(`tenderExport.${key}`, vars);

/** The rows of the search, in its order, up to the cap; `capped` says there were more. */
export async function exportPage(db: Database, request: TenderExportRequest): Promise<TenderPage> {
  return listTenders(db, await filterCriteria(db, request), { page: 1, pageSize: TENDER_EXPORT_MAX }, request.sort ?? 'newest');
}

/** The search in words: each filter in force, then the order. */
export async function filterWords(db: Queryable, request: TenderExportRequest): Promise<string> {
  const [region] = request.regionCode ? await provincesAndCities(db, [request.regionCode]) : [];
  const amount =
    request.amountMin === undefined && request.amountMax === undefined
      ? ''
      : text('amount', { min: request.amountMin ?? text('amountAny'), max: request.amountMax ?? text('amountAny') });
  const words = [
    request.keyword ? text('keyword', { value: request.keyword }) : '',
    region ? text('region', { value: region.name }) : '',
    request.projectType && request.projectType !== 'ALL'
      ? text('projectType', { value: serverText(`common:projectTypes.${request.projectType}`) })
      : '',
    request.tradeCategory ? text('tradeCategory', { value: serverText(`content:tradeCategories.${request.tradeCategory}`) }) : '',
    request.engType ? text('engType', { value: serverText(`content:tenderStages.${request.engType}`) }) : '',
    request.days ? text('days', { value: serverText(`content:timeFilters.${request.days}`) }) : '',
    amount,
  ].filter(Boolean);
  const sort = text('sort', { value: text(`sorts.${request.sort ?? 'newest'}`) });
  return [...(words.length ? words : [text('noFilters')]), sort].join(text('separator'));
}

/** A tender's row: the columns of `tenderExport.head`. */
function rowOf(item: TenderListItem, origin: string): Cell[] {
  return [
    item.id,
    item.title,
    item.projectName,
    serverText(`content:tenderStages.${item.engType}`),
    serverText(`content:tradeCategories.${item.tradeCategory}`),
    serverText(`common:projectTypes.${item.projectType}`),
    item.province.name,
    item.city?.name ?? '',
    item.org.name,
    item.agency?.name ?? '',
    item.amount ?? '',
    chinaMinute(item.publishTime),
    maybeMinute(item.deadline),
    maybeMinute(item.bidOpeningTime),
    item.source,
    `${origin}/tender/detail/${item.id}/${tradeCategorySlug(item.tradeCategory)}/${item.engType}`,
  ];
}

export interface ExportSheet {
  /** The lines above the table: title, filters, when and how many, and the cap when it cut the list. */
  preamble: string[];
  head: string[];
  rows: Cell[][];
}

/** What the file holds, whichever its format. */
export function exportSheet(page: TenderPage, filters: string, origin: string, now: Date): ExportSheet {
  const preamble = [
    text('title'),
    text('filters', { filters }),
    text('made', { time: chinaMinute(now.toISOString()), count: page.list.length }),
    ...(page.capped ? [text('capped', { max: TENDER_EXPORT_MAX })] : []),
  ];
  const head = serverText('tenderExport.head', { returnObjects: true }) as unknown as string[];
  return { preamble, head, rows: page.list.map((item) => rowOf(item, origin)) };
}

const safe = (cell: Cell): Cell => (typeof cell === 'string' ? formulaSafe(cell) : cell);

/** The sheet as CSV: the preamble lines, an empty line, the head and the rows (formula-safe, csv.ts). */
export const exportCsv = ({ preamble, head, rows }: ExportSheet): string => csvFile([...preamble.map((line) => [line]), [], head, ...rows]);

/** Column widths in characters (a CJK character is about two). */
const WIDTHS = [10, 48, 40, 10, 10, 12, 10, 10, 28, 28, 14, 17, 17, 17, 24, 50];

/** The sheet as an .xlsx workbook (exceljs, loaded with the first export: most processes never make one). */
export async function exportXlsx({ preamble, head, rows }: ExportSheet): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(text('sheet'));
  for (const line of preamble) sheet.addRow([formulaSafe(line)]);
  sheet.getRow(1).font = { bold: true, size: 14 };
  sheet.addRow([]);
  const headRow = sheet.addRow(head);
  headRow.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: headRow.number }];
  for (const row of rows) sheet.addRow(row.map(safe));
  WIDTHS.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  return Buffer.from(await book.xlsx.writeBuffer());
}
