import type { BodyKind, BodySection, Notices } from './tender-data';
import { escapeHtml } from '../../../services/html-escape';
import { BEIJING_OFFSET_MS } from './tender-timeline';

// The HTML body of a demo notice: numbered sections of paragraphs from the templates, and for a bid opening
// or a result its table of bidders. Every text is escaped; the seeder still sanitises the whole body.

export interface TextFormats {
  amount(yuan: number): string;
  date(time: Date): string;
  dateTime(time: Date): string;
  days(count: number): string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 1234567 as 1,234,567 (without ICU, which is slow for many numbers). */
export const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

export function textFormats(text: Notices['text']): TextFormats {
  const parts = (time: Date) => {
    const beijing = new Date(time.getTime() + BEIJING_OFFSET_MS);
    return {
      y: String(beijing.getUTCFullYear()),
      m: String(beijing.getUTCMonth() + 1),
      d: String(beijing.getUTCDate()),
      hh: pad(beijing.getUTCHours()),
      mm: pad(beijing.getUTCMinutes()),
    };
  };
  const put = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return {
    amount: (yuan) => put(text.amount, { value: grouped(yuan) }),
    date: (time) => put(text.date, parts(time)),
    dateTime: (time) => put(text.dateTime, parts(time)),
    days: (count) => put(text.days, { n: String(count) }),
  };
}

/** The rows of a body's table, one cell per column of its header. */
export type TableRows = Record<'bidders' | 'candidates', string[][]>;

export function noticeBody(
  sections: readonly BodySection[],
  kind: BodyKind,
  fill: (template: string) => string,
  tables: Notices['tables'],
  rows: TableRows,
): string {
  return sections
    .map((section) => {
      const header = section.table && tables[section.table][kind];
      const table = header
        ? `<table><thead><tr>${header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows[section.table!]
            .map((row) => `<tr>${header.map((_, index) => `<td>${escapeHtml(row[index] ?? '')}</td>`).join('')}</tr>`)
            .join('')}</tbody></table>`
        : '';
      const paragraphs = section.p.map((template) => `<p>${escapeHtml(fill(template))}</p>`).join('');
      return `<h3>${escapeHtml(section.h)}</h3>${table}${paragraphs}`;
    })
    .join('');
}
