import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TenderAttachment } from '../../../../shared/calls/tender';
import { chinaWallClock } from '../../../../shared/china-time';
import type { Queryable } from '../../../db/database';
import { serverText } from '../../../server-text';
import { fail } from '../../../services/failure';
import { docxFile, xlsxFile, zipFile } from './office-files';
import { pdfFile, type PdfLine } from './pdf-file';
import { decodeEntities } from '../../../services/html-entities';

// A tender's attachments as files. The crawled notices carry attachment titles only, so the demo makes each file
// from the notice's own text, by the title's extension: a PDF, a Word document, a workbook, or a zip holding a
// PDF. The same notice always gives the same bytes. This is the one place that knows where an attachment's bytes
// come from: stored files (from the tender data pipeline, when it lands) replace `makeFile` behind `attachmentFile` and `attachmentList`.

export interface AttachmentFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** What the files are made from: the notice as stored. */
export interface NoticeSource {
  id: number;
  title: string;
  projectName: string;
  orgName: string;
  publishTime: Date;
  source: string;
  /** Sanitised HTML. */
  content: string;
  attachments: string[];
}

export const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
};

/** The body's blocks as lines: headings, paragraphs, and table rows with their cells apart. */
export function bodyLines(html: string): PdfLine[] {
  const lines: PdfLine[] = [];
  for (const [, tag, inner] of html.matchAll(/<(h[1-6]|p|tr)\b[^>]*>([\s\S]*?)<\/\1>/g)) {
    const text =
      tag === 'tr'
        ? [...inner!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)]
            .map((cell) => decodeEntities(cell[1]!.replace(/<[^>]+>/g, '').trim()))
            .join('  ')
        : decodeEntities(inner!.replace(/<[^>]+>/g, '').trim());
    if (text) lines.push({ text, heading: tag!.startsWith('h') });
  }
  return lines;
}

/** The notice's heading lines: title, project, organisation, date and source. */
function headLines(notice: NoticeSource): PdfLine[] {
  const field = (key: string, value: string) => ({
    text: serverText(`tenderFile.${key}`, { value, interpolation: { escapeValue: false } }),
  });
  return [
    { text: notice.title, heading: true },
    field('project', notice.projectName),
    field('org', notice.orgName),
    field('published', chinaWallClock(notice.publishTime.getTime()).slice(0, 16).replace('T', ' ')),
    field('source', notice.source),
  ];
}

const baseName = (name: string) => name.replace(/\.[^.]+$/, '');
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The file of one attachment title, made from the notice. */
async function makeFile(notice: NoticeSource, name: string): Promise<AttachmentFile> {
  const lines = [...headLines(notice), { text: '' }, ...bodyLines(notice.content), { text: '' }, { text: serverText('tenderFile.note') }];
  const date = notice.publishTime;
  const pdf = () => pdfFile(`${baseName(name)} - ${notice.title}`, lines);
  switch (extensionOf(name)) {
    case 'pdf':
      return { name, contentType: CONTENT_TYPES.pdf!, bytes: pdf() };
    case 'docx':
      return { name, contentType: CONTENT_TYPES.docx!, bytes: await docxFile(lines, date) };
    case 'xlsx': {
      const rows = [
        [serverText('tenderFile.index'), serverText('tenderFile.content')],
        ...lines.filter((line) => line.text).map((line, i) => [String(i + 1), line.text]),
      ];
      return { name, contentType: CONTENT_TYPES.xlsx!, bytes: await xlsxFile(baseName(name), rows, date) };
    }
    case 'zip':
      return { name, contentType: CONTENT_TYPES.zip!, bytes: await zipFile({ [`${baseName(name)}.pdf`]: pdf() }, date) };
    default: {
      // A title of another kind (a crawler's .doc or .rar) is served as the notice's text, named for what it is.
      const text = lines.map((line) => line.text).join('\n');
      return { name: `${name}.txt`, contentType: CONTENT_TYPES.txt!, bytes: Buffer.from(text, 'utf8') };
    }
  }
}

// Making a notice's files takes a few milliseconds (the zipped ones most); their list is kept by what it is made
// from, so an edited notice gets a new entry and an entry is never stale.
const lists = new LRUCache<string, TenderAttachment[]>({ max: 2_000 });
const fingerprint = (notice: NoticeSource) =>
  createHash('sha1')
    .update(
      JSON.stringify([notice.title, notice.projectName, notice.orgName, notice.publishTime.getTime(), notice.source, notice.attachments]),
    )
    .update(notice.content)
    .digest('base64');

/** A notice's attachments as the detail lists them: index, file name, type and size in bytes. */
export async function attachmentList(notice: NoticeSource): Promise<TenderAttachment[]> {
  if (!notice.attachments.length) return [];
  const key = `${notice.id}:${fingerprint(notice)}`;
  const known = lists.get(key);
  if (known) return known;
  const files = await Promise.all(notice.attachments.map((name) => makeFile(notice, name)));
  const list = files.map((file, index) => ({ index, name: file.name, contentType: file.contentType, size: file.bytes.length }));
  lists.set(key, list);
  return list;
}

/** Attachment `index` of a notice, or the tenderAttachmentNotFound refusal. */
export async function attachmentFile(notice: NoticeSource, index: number): Promise<AttachmentFile> {
  const name = notice.attachments[index];
  if (name === undefined) throw fail('tenderAttachmentNotFound');
  return makeFile(notice, name);
}

/** The columns a notice's files are made from, as a query selects them. */
export interface NoticeRow {
  id: number;
  title: string;
  project_name: string;
  org_name: string;
  publish_time: Date | string;
  source: string;
  content: string;
  attachments: string[];
}

export const toNoticeSource = (row: NoticeRow): NoticeSource => ({
  id: row.id,
  title: row.title,
  projectName: row.project_name,
  orgName: row.org_name,
  publishTime: new Date(row.publish_time),
  source: row.source,
  content: row.content,
  attachments: row.attachments,
});

/** The stored notice the files are made from, or tenderNotFound. */
export async function noticeSource(db: Queryable, id: number): Promise<NoticeSource> {
  const [row] = await db.query<NoticeRow>(
    `SELECT t.id, t.title, t.project_name, o.name AS org_name, t.publish_time, t.source, t.content, t.attachments
     FROM tenders t JOIN bid_orgs o ON o.id = t.org_id WHERE t.id = $1`,
    [id],
  );
  if (!row) throw fail('tenderNotFound');
  return toNoticeSource(row);
}
