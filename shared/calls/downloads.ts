import { ERROR_CODES as E } from '../api-contract';
import { defineRefusals } from './define-refusals';
import { CheckLoginReply, CountTree, Keyword } from './content-fields';
import { defineCalls, newsPub } from './define-call';
import {
  ArrayOf,
  Body,
  DateTime,
  FileReply,
  Id,
  Integer,
  MaybeBody,
  Model,
  NoBody,
  NoQuery,
  Optional,
  Paging,
  Reply,
  StringType,
  type Static,
} from './schema';

/** A file of the download area. */
export const DownloadItem = Model({
  id: Integer(),
  dirId: Integer(),
  dirName: StringType(),
  title: StringType(),
  fileName: StringType(),
  fileType: StringType(),
  sizeKb: Integer(),
  downloadCount: Integer(),
  memo: StringType(),
  releaseTime: DateTime(),
});
export type DownloadItem = Static<typeof DownloadItem>;

/** SPEC §7 download area: directories two levels deep, files newest first, one-time download links. */
export const downloadCalls = defineCalls('downloads', {
  dirTree: { ...newsPub('download/dir/getTree'), body: NoBody, reply: Reply({ list: ArrayOf(CountTree('DownloadDirNode')) }) },
  /** Files of a directory (with its subdirectories) or of all, titles matching a keyword, newest first. */
  listPaged: {
    ...newsPub('download/listPaged'),
    trim: ['keyword'],
    body: MaybeBody({ dirId: Optional(Id()), keyword: Optional(Keyword()), ...Paging }),
    reply: Reply({ list: ArrayOf(DownloadItem), total: Integer() }),
  },
  /** The ten most downloaded files. */
  topDownload: { ...newsPub('download/topDownload'), body: NoBody, reply: Reply({ list: ArrayOf(DownloadItem) }) },
  /** Whether this caller may download the file; the link counts the download when spent. */
  checkLogin: { ...newsPub('download/checkLogin'), body: Body({ id: Id() }), reply: CheckLoginReply },
  /**
   * The file behind a one-time link of doc/checkLogin or download/checkLogin: the ticket is the credential,
   * spent on first use; a used, expired or unknown one is HTTP 404.
   */
  file: {
    method: 'GET',
    path: '/news/download/file/:ticket',
    params: Body({ ticket: StringType({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
    body: NoQuery,
    reply: FileReply,
    produces: 'file',
  },
});

/** The download area's refusals (their msg: locales/zh-cn/server.json). */
export const downloadRefusals = defineRefusals('', {
  downloadDirNotFound: { code: E.notFound },
  downloadNotFound: { code: E.notFound },
  /** A download ticket past its time: the browser shows the status page, not an envelope. */
  downloadLinkExpired: { code: E.notFound, status: 404 },
});
