import {
  RELEASED_BY_ID,
  byId,
  html,
  iso,
  oneTime,
  parentsFirst,
  releasedRow,
  text,
  timeColumn,
  type PackKind,
  type Stored,
} from './pack-kind';
import { DownloadDirRow, DownloadRow, HelpArticleRow, HelpCategoryRow, HelpShareRow, JobCityRow, JobRow } from './pack-rows';

export const downloadDirKind: PackKind = {
  file: 'download-dirs',
  schema: DownloadDirRow,
  table: 'download_dirs',
  keyColumn: 'id',
  key: byId,
  stored: (row) => ({ facts: { parent_id: row.parentId, name: text(row.name) }, initial: {} }),
  select: 'SELECT id::text AS key, id, parent_id, name FROM download_dirs',
  toRow: (s) => ({ id: s.id, parentId: s.parent_id, name: s.name }),
  order: parentsFirst,
};

export const downloadKind: PackKind = {
  file: 'downloads',
  schema: DownloadRow,
  table: 'downloads',
  ...RELEASED_BY_ID,
  stored(row, now) {
    return releasedRow(
      row,
      now,
      {
        dir_id: row.dirId,
        title: text(row.title),
        file_name: text(row.fileName),
        file_type: text(row.fileType),
        size_kb: row.sizeKb ?? 0,
        memo: text(row.memo),
      },
      { download_count: row.downloadCount ?? 0 },
    );
  },
  select: 'SELECT id::text AS key, * FROM downloads',
  toRow: (s) => ({
    id: s.id,
    dirId: s.dir_id,
    title: s.title,
    fileName: s.file_name,
    fileType: s.file_type,
    sizeKb: s.size_kb,
    downloadCount: s.download_count,
    memo: s.memo,
    releaseTime: iso(s.release_time),
  }),
};

export const jobCityKind: PackKind = {
  file: 'job-cities',
  schema: JobCityRow,
  table: 'job_cities',
  keyColumn: 'code',
  key: (row) => String(row.code),
  stored: (row) => ({ facts: { name: text(row.name) }, initial: {} }),
  select: 'SELECT code AS key, code, name FROM job_cities',
  toRow: (s) => ({ code: s.code, name: s.name }),
};

export const jobKind: PackKind = {
  file: 'jobs',
  schema: JobRow,
  table: 'jobs',
  ...RELEASED_BY_ID,
  stored(row, now) {
    return releasedRow(
      row,
      now,
      {
        title: text(row.title),
        city_code: row.cityCode,
        department: text(row.department),
        category: text(row.category),
        salary: text(row.salary),
        experience: text(row.experience),
        education: text(row.education),
        headcount: row.headcount ?? 1,
        description: html(row.description),
      },
      {},
    );
  },
  select: 'SELECT id::text AS key, * FROM jobs',
  toRow: (s) => ({
    id: s.id,
    title: s.title,
    cityCode: s.city_code,
    department: s.department,
    category: s.category,
    salary: s.salary,
    experience: s.experience,
    education: s.education,
    headcount: s.headcount,
    releaseTime: iso(s.release_time),
    description: s.description,
  }),
};

export const helpCategoryKind: PackKind = {
  file: 'help-categories',
  schema: HelpCategoryRow,
  table: 'help_categories',
  keyColumn: 'id',
  key: byId,
  stored: (row) => ({ facts: { parent_id: row.parentId, name: text(row.name), intro: text(row.intro), sort: row.sort ?? 0 }, initial: {} }),
  select: 'SELECT id::text AS key, * FROM help_categories',
  toRow: (s) => ({ id: s.id, parentId: s.parent_id, name: s.name, intro: s.intro, sort: s.sort }),
  order: parentsFirst,
};

export const helpArticleKind: PackKind = {
  file: 'help-articles',
  schema: HelpArticleRow,
  table: 'help_articles',
  keyColumn: 'id',
  key: byId,
  check: (row) => oneTime(row, 'publishTime', 'daysAgo') ?? oneTime(row, 'updateTime', 'updatedDaysAgo'),
  stored(row, now) {
    const stored: Stored = {
      facts: {
        category_id: row.categoryId,
        res_number: row.number,
        title: text(row.title),
        summary: text(row.summary),
        content: html(row.content),
      },
      initial: { read_count: row.readCount ?? 0, helpful_count: row.helpful ?? 0, unhelpful_count: row.unhelpful ?? 0 },
    };
    timeColumn(stored, 'publish_time', now, Number(row.id), row.publishTime, row.daysAgo);
    timeColumn(stored, 'update_time', now, Number(row.id), row.updateTime, row.updatedDaysAgo);
    return stored;
  },
  select: 'SELECT id::text AS key, * FROM help_articles',
  toRow: (s) => ({
    id: s.id,
    categoryId: s.category_id,
    number: s.res_number,
    title: s.title,
    summary: s.summary,
    readCount: s.read_count,
    helpful: s.helpful_count,
    unhelpful: s.unhelpful_count,
    publishTime: iso(s.publish_time),
    updateTime: iso(s.update_time),
    content: s.content,
  }),
};

export const helpShareKind: PackKind = {
  file: 'help-shares',
  schema: HelpShareRow,
  table: 'help_shares',
  keyColumn: 'share_id',
  key: (row) => String(row.shareId),
  stored: (row) => ({ facts: { article_id: row.articleId }, initial: {} }),
  select: 'SELECT share_id AS key, share_id, article_id FROM help_shares',
  toRow: (s) => ({ shareId: s.share_id, articleId: s.article_id }),
};
