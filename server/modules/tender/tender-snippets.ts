import type { Queryable } from '../../db/database';
import { keywordQuery, plainText, snippetOf } from '../search/public';
import type { TenderPage } from './tender-pages';

/**
 * A keyword search's page with each tender's snippet: plain text of its body around the keyword's first match
 * (as site search shows one), left out when the body does not hold the keyword. The text is never HTML: the
 * list marks the keyword in it as it marks the title.
 */
export async function withSnippets(db: Queryable, page: TenderPage, keyword: string | undefined): Promise<TenderPage> {
  const { terms } = keywordQuery(keyword ?? '');
  if (!terms.length || !page.list.length) return page;
  const rows = await db.query<{ id: number; content: string }>('SELECT id, content FROM tenders WHERE id = ANY($1::int[])', [
    page.list.map((item) => item.id),
  ]);
  const snippets = new Map(rows.map((row) => [row.id, snippetOf(plainText(row.content), terms)]));
  return {
    ...page,
    list: page.list.map((item) => {
      const snippet = snippets.get(item.id);
      return snippet ? { ...item, snippet } : item;
    }),
  };
}
