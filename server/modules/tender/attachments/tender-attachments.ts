import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import type { TenderAttachment } from '../../../../shared/calls/tender';
import { chinaWallClock } from '../../../../shared/china-time';
import type { Queryable } from '../../../db/database';
import { serverText } from '../../../server-text';
import { fail } from '../../../services/failure';
import { docxFile, xlsxFile, zipFile } from './office-files';
import { pdfFile, type PdfLine } from './pdf-file';
import { decodeEntities } from '../../../services/html-entities';
import type { FileStorage } from '../../media/public';

// A tender's attachments as files. An imported notice's attachment with its own address is the file fetched from
// there (attachment-queue.ts), kept in the media storage; until it is fetched, or when it was refused, the list
// shows only its original link. The seed's notices carry attachment titles only, so the demo makes each of those
// from the notice's own text, by the title's extension: a PDF, a Word document, a workbook, or a zip holding a
// PDF. The same notice always gives the same bytes. This is the one place that knows where an attachment's bytes
// come from.

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
  /** Each attachment's own address ('' for none), in the order of `attachments`. */
  attachmentUrls: string[];
  /** The attachments fetched and stored, by address. */
  storedFiles: StoredAttachment[];
}

/** An attachment fetched from its address and stored (tender_attachment_files). */
export interface StoredAttachment {
  url: string;
  key: string;
  contentType: string;
  extension: string;
  size: number;
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
      JSON.stringify([
        notice.title,
        notice.projectName,
        notice.orgName,
        notice.publishTime.getTime(),
        notice.source,
        notice.attachments,
        notice.attachmentUrls,
        notice.storedFiles,
      ]),
    )
    .update(notice.content)
    .digest('base64');

/** The original address of attachment `index`, when it has one. */
const originalUrlOf = (notice: NoticeSource, index: number) => {
  const url = notice.attachmentUrls[index] ?? '';
  return /^https?:\/\//i.test(url) ? url : null;
};

/** A fetched file's name: the title, with the extension its bytes have when the title has another or none. */
const storedName = (title: string, file: StoredAttachment) =>
  extensionOf(title) === file.extension ? title : `${title}.${file.extension}`;

/** What attachment `index` is: one with an address is its stored file or nothing yet; one without, a made file. */
async function listEntry(notice: NoticeSource, name: string, index: number): Promise<TenderAttachment> {
  const originalUrl = originalUrlOf(notice, index);
  if (originalUrl) {
    const stored = notice.storedFiles.find((file) => file.url === originalUrl);
    return stored
      ? { index, name: storedName(name, stored), contentType: stored.contentType, size: stored.size, originalUrl, downloadable: true }
      : { index, name, contentType: '', size: 0, originalUrl, downloadable: false };
  }
  const file = await makeFile(notice, name);
  return { index, name: file.name, contentType: file.contentType, size: file.bytes.length, originalUrl: null, downloadable: true };
}

/** A notice's attachments as the detail lists them: index, file name, type, size in bytes and original address. */
export async function attachmentList(notice: NoticeSource): Promise<TenderAttachment[]> {
  if (!notice.attachments.length) return [];
  const key = `${notice.id}:${fingerprint(notice)}`;
  const known = lists.get(key);
  if (known) return known;
  const list = await Promise.all(notice.attachments.map((name, index) => listEntry(notice, name, index)));
  lists.set(key, list);
  return list;
}

/** Attachment `index` of a notice, or the tenderAttachmentNotFound refusal (also for one not fetched). */
export async function attachmentFile(notice: NoticeSource, index: number, storage: FileStorage): Promise<AttachmentFile> {
  const name = notice.attachments[index];
  if (name === undefined) throw fail('tenderAttachmentNotFound');
  const originalUrl = originalUrlOf(notice, index);
  if (!originalUrl) return makeFile(notice, name);
  const stored = notice.storedFiles.find((file) => file.url === originalUrl);
  if (!stored) throw fail('tenderAttachmentNotFound');
  return { name: storedName(name, stored), contentType: stored.contentType, bytes: await buffer(await storage.read(stored.key)) };
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
  attachment_urls: string[];
  attachment_files: { url: string; key: string; content_type: string; extension: string; size: number }[] | null;
}

/** The attachment columns of a notice `t`, as NoticeRow has them. */
export const ATTACHMENT_COLUMNS = `t.attachments, t.attachment_urls,
  (SELECT json_agg(json_build_object('url', f.url, 'key', f.storage_key, 'content_type', f.content_type, 'extension', f.extension,
     'size', f.size)) FROM tender_attachment_files f WHERE f.tender_id = t.id AND f.status = 'stored') AS attachment_files`;

export const toNoticeSource = (row: NoticeRow): NoticeSource => ({
  id: row.id,
  title: row.title,
  projectName: row.project_name,
  orgName: row.org_name,
  publishTime: new Date(row.publish_time),
  source: row.source,
  content: row.content,
  attachments: row.attachments,
  attachmentUrls: row.attachment_urls,
  storedFiles: (row.attachment_files ?? []).map((file) => ({
    url: file.url,
    key: file.key,
    contentType: file.content_type,
    extension: file.extension,
    size: file.size,
  })),
});

/** The stored notice the files are made from, or tenderNotFound. */
export async function noticeSource(db: Queryable, id: number): Promise<NoticeSource> {
  const [row] = await db.query<NoticeRow>(
    `SELECT t.id, t.title, t.project_name, o.name AS org_name, t.publish_time, t.source, t.content, ${ATTACHMENT_COLUMNS}
     FROM tenders t JOIN bid_orgs o ON o.id = t.org_id WHERE t.id = $1`,
    [id],
  );
  if (!row) throw fail('tenderNotFound');
  return toNoticeSource(row);
}
