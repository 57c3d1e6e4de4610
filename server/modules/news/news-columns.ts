import type { ContentKind } from '../../../shared/calls/enums';
import type { NewsColumn } from '../../../shared/calls/news';
import type { Queryable } from '../../db/database';

interface ColumnRow {
  id: number;
  parent_id: number | null;
  name: string;
  biz_type: ContentKind;
}

export async function listNewsColumns(db: Queryable, bizType?: ContentKind): Promise<NewsColumn[]> {
  const rows = await db.query<ColumnRow>(
    `SELECT id, parent_id, name, biz_type FROM news_columns
     WHERE $1::text IS NULL OR biz_type = $1
     ORDER BY parent_id NULLS FIRST, sort, id`,
    [bizType ?? null],
  );
  const top = new Map<number, NewsColumn>();
  for (const row of rows) {
    if (row.parent_id === null) top.set(row.id, { id: row.id, name: row.name, bizType: row.biz_type, children: [] });
    else top.get(row.parent_id)?.children.push({ id: row.id, name: row.name });
  }
  return [...top.values()];
}
