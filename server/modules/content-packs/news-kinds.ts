import type { Queryable } from '../../db/database';
import { RELEASED_BY_ID, byId, html, iso, omit, parentsFirst, releasedRow, text, type PackKind } from './pack-kind';
import { NewsColumnRow, NewsRow } from './pack-rows';

export const newsColumnKind: PackKind = {
  file: 'news-columns',
  schema: NewsColumnRow,
  table: 'news_columns',
  keyColumn: 'id',
  key: byId,
  stored: (row) => ({
    facts: { parent_id: row.parentId, name: text(row.name), biz_type: row.bizType, sort: row.sort ?? 0 },
    initial: {},
  }),
  select: 'SELECT id::text AS key, id, parent_id, name, biz_type, sort FROM news_columns',
  toRow: (s) => ({ id: s.id, parentId: s.parent_id, name: s.name, bizType: s.biz_type, sort: s.sort }),
  order: parentsFirst,
};

const uniqueTags = (tags: unknown) => [...new Set(((tags as string[] | undefined) ?? []).map(text).filter(Boolean))].sort();

async function writeTags(tx: Queryable, newsId: number, tags: string[]): Promise<void> {
  await tx.query('DELETE FROM news_tags WHERE news_id = $1', [newsId]);
  for (const name of tags) {
    await tx.query(
      `INSERT INTO tags (id, name) SELECT (SELECT coalesce(max(id), 0) + 1 FROM tags), $1::text
       WHERE NOT EXISTS (SELECT 1 FROM tags WHERE name = $1::text)`,
      [name],
    );
  }
  await tx.query('INSERT INTO news_tags (news_id, tag_id) SELECT $1::int, id FROM tags WHERE name = ANY($2::text[])', [newsId, tags]);
}

export const newsKind: PackKind = {
  file: 'news',
  schema: NewsRow,
  table: 'news',
  ...RELEASED_BY_ID,
  stored(row, now) {
    return releasedRow(
      row,
      now,
      {
        dir_id: row.dirId,
        title: text(row.title),
        vice_title: text(row.viceTitle),
        memo: text(row.memo),
        seo_title: text(row.seoTitle),
        seo_keyword: text(row.seoKeyword),
        seo_desc: text(row.seoDesc),
        content: html(row.content),
        project_type: row.projectType ?? 'COMMON',
        author_name: text(row.authorName),
        tags: uniqueTags(row.tags),
        docs: ((row.docs as { title: string; file: string }[] | undefined) ?? []).map((doc) => ({
          title: text(doc.title),
          file: text(doc.file),
        })),
      },
      { read_count: row.readCount ?? 0, praise_count: row.praiseCount ?? 0 },
    );
  },
  select: `SELECT id::text AS key, n.*,
      (SELECT coalesce(json_agg(t.name ORDER BY t.name COLLATE "C"), '[]'::json) FROM news_tags nt JOIN tags t ON t.id = nt.tag_id WHERE nt.news_id = n.id) AS tags,
      (SELECT coalesce(json_agg(json_build_object('title', d.title, 'file', d.file_name) ORDER BY d.id), '[]'::json) FROM news_docs d WHERE d.news_id = n.id) AS docs
    FROM news n`,
  toRow: (s) => ({
    id: s.id,
    dirId: s.dir_id,
    title: s.title,
    viceTitle: s.vice_title,
    memo: s.memo,
    seoTitle: s.seo_title,
    seoKeyword: s.seo_keyword,
    seoDesc: s.seo_desc,
    tags: s.tags,
    docs: s.docs,
    projectType: s.project_type,
    authorName: s.author_name,
    readCount: s.read_count,
    praiseCount: s.praise_count,
    releaseTime: iso(s.release_time),
    content: s.content,
  }),
  columns: async (_tx, facts) => omit(facts, ['tags', 'docs']),
  async writeExtra(tx, key, facts, before) {
    const id = Number(key);
    if (JSON.stringify(facts.tags) !== JSON.stringify(before?.tags)) await writeTags(tx, id, facts.tags as string[]);
    if (JSON.stringify(facts.docs) === JSON.stringify(before?.docs)) return;
    // Attachments have no key of their own: a changed list replaces the old one.
    await tx.query('DELETE FROM news_docs WHERE news_id = $1', [id]);
    for (const doc of facts.docs as { title: string; file: string }[]) {
      await tx.query('INSERT INTO news_docs (news_id, title, file_name) VALUES ($1, $2, $3)', [id, doc.title, doc.file]);
    }
  },
};
