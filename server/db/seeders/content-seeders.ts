import type { LibraryType } from '../../../shared/calls/enums';
import { sanitizeBody, sanitizeText } from '../../services/sanitize';
import type { Queryable } from '../database';
import { insertRows, type Column } from '../insert-rows';
import type { Seeder } from '../seed';
import { readSeedData } from '../seed-data';

// Demo content of the information hub: server/db/seed-data/content/*.json (see its README). Dates are
// given as days before the day the seed runs, so "newest" and the time filters always have something.

interface Dated {
  id: number;
  daysAgo: number;
}

interface NewsSeed extends Dated {
  dirId: number;
  title: string;
  viceTitle?: string;
  memo?: string;
  seoTitle?: string;
  seoKeyword?: string;
  seoDesc?: string;
  tags?: string[];
  docs?: { title: string; file: string }[];
  projectType?: string;
  authorName?: string;
  readCount?: number;
  praiseCount?: number;
  content: string;
}

interface StandardSeed extends Dated {
  number: string;
  title: string;
  category: string;
  projectType?: string;
  issuer: string;
  status: string;
  summary?: string;
  content: string;
}

interface PolicySeed extends Dated {
  title: string;
  issuer: string;
  docNumber?: string;
  category: string;
  projectType?: string;
  region?: string;
  summary?: string;
  content: string;
}

interface PaperSeed extends Dated {
  title: string;
  authors?: string[];
  organisation?: string;
  journal?: string;
  keywords?: string[];
  category: string;
  projectType?: string;
  abstract?: string;
  content: string;
}

interface DownloadsSeed {
  dirs: { id: number; name: string; parentId: number | null }[];
  files: (Dated & {
    dirId: number;
    title: string;
    fileName: string;
    fileType: string;
    sizeKb?: number;
    downloadCount?: number;
    memo?: string;
  })[];
}

interface JobsSeed {
  cities: { code: string; name: string }[];
  jobs: (Dated & {
    title: string;
    cityCode: string;
    department?: string;
    category?: string;
    salary?: string;
    experience?: string;
    education?: string;
    headcount?: number;
    description: string;
  })[];
}

const DAY_MS = 86_400_000;
const int = (name: string): Column => ({ name, type: 'int' });
const txt = (name: string): Column => ({ name, type: 'text' });
const time = (name: string): Column => ({ name, type: 'timestamptz' });

/** A release time `daysAgo` days before `now`, staggered by id so items of one day keep an order. */
export function releaseTime(now: Date, item: Dated): Date {
  return new Date(now.getTime() - item.daysAgo * DAY_MS - (item.id % 600) * 60_000);
}

const text = (value: string | undefined) => sanitizeText(value ?? '');

async function seedTags(tx: Queryable, news: NewsSeed[]): Promise<Map<string, number>> {
  const declared = readSeedData<{ id: number; name: string }[]>('content/tags.json');
  const ids = new Map(declared.map((tag) => [text(tag.name), tag.id]));
  let next = Math.max(0, ...declared.map((tag) => tag.id)) + 1;
  for (const name of news.flatMap((item) => item.tags ?? []).map(text)) {
    if (name && !ids.has(name)) ids.set(name, next++);
  }
  await insertRows(
    tx,
    'tags',
    [int('id'), txt('name')],
    [...ids].map(([name, id]) => [id, name]),
  );
  return ids;
}

const news: Seeder = {
  name: 'content-news',
  async run(tx, { now }) {
    const items = readSeedData<NewsSeed[]>('content/news.json');
    const tagIds = await seedTags(tx, items);
    await insertRows(
      tx,
      'news',
      [
        int('id'),
        int('dir_id'),
        txt('title'),
        txt('vice_title'),
        txt('memo'),
        txt('seo_title'),
        txt('seo_keyword'),
        txt('seo_desc'),
        txt('content'),
        txt('project_type'),
        txt('author_name'),
        int('read_count'),
        int('praise_count'),
        time('release_time'),
      ],
      items.map((item) => [
        item.id,
        item.dirId,
        text(item.title),
        text(item.viceTitle),
        text(item.memo),
        text(item.seoTitle),
        text(item.seoKeyword),
        text(item.seoDesc),
        sanitizeBody(item.content),
        item.projectType ?? 'COMMON',
        text(item.authorName),
        item.readCount ?? 0,
        item.praiseCount ?? 0,
        releaseTime(now, item),
      ]),
    );
    const tagRows = items.flatMap((item) =>
      [...new Set((item.tags ?? []).map(text).filter(Boolean))].map((tag) => [item.id, tagIds.get(tag)]),
    );
    await insertRows(tx, 'news_tags', [int('news_id'), int('tag_id')], tagRows);
    // Attachments have no key of their own: they are added with their news item, once.
    const fresh = await tx.query<{ id: number }>(
      'SELECT id FROM news WHERE id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM news_docs d WHERE d.news_id = news.id)',
      [items.map((item) => item.id)],
    );
    const bare = new Set(fresh.map((row) => row.id));
    const docRows = items
      .filter((item) => bare.has(item.id))
      .flatMap((item) => (item.docs ?? []).map((doc) => [item.id, text(doc.title), text(doc.file)]));
    await insertRows(tx, 'news_docs', [int('news_id'), txt('title'), txt('file_name')], docRows);
  },
};

/**
 * Ids of the library categories, by type and name. A category gets the next free id on first use (per type,
 * in file order: standards, then policies, then papers), so a fresh seed always numbers them alike and a
 * category added to a file later never moves the ids already given.
 */
async function seedCategories(tx: Queryable, used: [LibraryType, string[]][]): Promise<(type: LibraryType, name: string) => number> {
  const key = (type: string, name: string) => `${type}:${name}`;
  const known = await tx.query<{ id: number; cat_type: string; name: string; sort: number }>(
    'SELECT id, cat_type, name, sort FROM content_categories',
  );
  const ids = new Map(known.map((row) => [key(row.cat_type, row.name), row.id]));
  let next = Math.max(0, ...known.map((row) => row.id)) + 1;
  const rows: unknown[][] = [];
  for (const [type, names] of used) {
    let sort = Math.max(0, ...known.filter((row) => row.cat_type === type).map((row) => row.sort));
    for (const name of new Set(names.map(text))) {
      if (ids.has(key(type, name))) continue;
      ids.set(key(type, name), next);
      rows.push([next++, type, name, ++sort]);
    }
  }
  await insertRows(tx, 'content_categories', [int('id'), txt('cat_type'), txt('name'), int('sort')], rows);
  return (type, name) => ids.get(key(type, text(name)))!;
}

const library: Seeder = {
  name: 'content-library',
  async run(tx, { now }) {
    const standards = readSeedData<StandardSeed[]>('content/standards.json');
    const policies = readSeedData<PolicySeed[]>('content/policies.json');
    const papers = readSeedData<PaperSeed[]>('content/papers.json');
    const categoryId = await seedCategories(tx, [
      ['standard', standards.map((item) => item.category)],
      ['policy', policies.map((item) => item.category)],
      ['paper', papers.map((item) => item.category)],
    ]);
    await insertRows(
      tx,
      'standards',
      [
        int('id'),
        txt('number'),
        txt('title'),
        int('category_id'),
        txt('project_type'),
        txt('issuer'),
        txt('status'),
        txt('summary'),
        txt('content'),
        time('release_time'),
      ],
      standards.map((item) => [
        item.id,
        text(item.number),
        text(item.title),
        categoryId('standard', item.category),
        item.projectType ?? 'COMMON',
        text(item.issuer),
        text(item.status),
        text(item.summary),
        sanitizeBody(item.content),
        releaseTime(now, item),
      ]),
    );
    await insertRows(
      tx,
      'policies',
      [
        int('id'),
        txt('title'),
        txt('issuer'),
        txt('doc_number'),
        int('category_id'),
        txt('project_type'),
        txt('region'),
        txt('summary'),
        txt('content'),
        time('release_time'),
      ],
      policies.map((item) => [
        item.id,
        text(item.title),
        text(item.issuer),
        text(item.docNumber),
        categoryId('policy', item.category),
        item.projectType ?? 'COMMON',
        text(item.region),
        text(item.summary),
        sanitizeBody(item.content),
        releaseTime(now, item),
      ]),
    );
    for (const item of papers) {
      await tx.query(
        `INSERT INTO papers (id, title, authors, organisation, journal, keywords, category_id, project_type, abstract, content, release_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
        [
          item.id,
          text(item.title),
          (item.authors ?? []).map(text),
          text(item.organisation),
          text(item.journal),
          (item.keywords ?? []).map(text),
          categoryId('paper', item.category),
          item.projectType ?? 'COMMON',
          text(item.abstract),
          sanitizeBody(item.content),
          releaseTime(now, item),
        ],
      );
    }
  },
};

const downloadsAndJobs: Seeder = {
  name: 'content-downloads-jobs',
  async run(tx, { now }) {
    const downloads = readSeedData<DownloadsSeed>('content/downloads.json');
    // Parents before children, whatever the file's order.
    const dirs = [...downloads.dirs].sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null));
    for (const dir of dirs) {
      await insertRows(tx, 'download_dirs', [int('id'), int('parent_id'), txt('name')], [[dir.id, dir.parentId, text(dir.name)]]);
    }
    await insertRows(
      tx,
      'downloads',
      [
        int('id'),
        int('dir_id'),
        txt('title'),
        txt('file_name'),
        txt('file_type'),
        int('size_kb'),
        int('download_count'),
        txt('memo'),
        time('release_time'),
      ],
      downloads.files.map((file) => [
        file.id,
        file.dirId,
        text(file.title),
        text(file.fileName),
        text(file.fileType),
        file.sizeKb ?? 0,
        file.downloadCount ?? 0,
        text(file.memo),
        releaseTime(now, file),
      ]),
    );
    const jobs = readSeedData<JobsSeed>('content/jobs.json');
    await insertRows(
      tx,
      'job_cities',
      [txt('code'), txt('name')],
      jobs.cities.map((city) => [city.code, text(city.name)]),
    );
    await insertRows(
      tx,
      'jobs',
      [
        int('id'),
        txt('title'),
        txt('city_code'),
        txt('department'),
        txt('category'),
        txt('salary'),
        txt('experience'),
        txt('education'),
        int('headcount'),
        txt('description'),
        time('release_time'),
      ],
      jobs.jobs.map((job) => [
        job.id,
        text(job.title),
        job.cityCode,
        text(job.department),
        text(job.category),
        text(job.salary),
        text(job.experience),
        text(job.education),
        job.headcount ?? 1,
        sanitizeBody(job.description),
        releaseTime(now, job),
      ]),
    );
  },
};

export const contentSeeders: readonly Seeder[] = [news, library, downloadsAndJobs];
